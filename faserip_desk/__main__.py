"""`python -m faserip_desk` runs the command line (the GUI by default)."""

import sys

from faserip_desk.cli import main

sys.exit(main())
