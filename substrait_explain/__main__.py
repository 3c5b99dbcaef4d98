import sys

from substrait_explain.cli import main

sys.exit(main())
