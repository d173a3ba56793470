"""The standalone app's entry point (PyInstaller freezes this): the `faserip-desk` command."""

import sys

from faserip_desk.cli import main

if __name__ == "__main__":
    sys.exit(main())
