import sys

from substrait_explain.tools.cli import main

sys.exit(main())
