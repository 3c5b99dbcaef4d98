"""Plans against real engines: a plan from SQL, a plan's rows, engines compared.

The public name of :mod:`substrait_explain.tools.engines` (docs/ENGINES.md),
so that ``import substrait_explain.engines`` and ``from substrait_explain
import engines`` both work.  Importing it imports no engine; running one does.
"""

from substrait_explain.tools.engines import *  # noqa: F403
from substrait_explain.tools.engines import __all__  # noqa: F401
