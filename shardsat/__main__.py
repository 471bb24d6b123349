import sys

from shardsat.cli import main

sys.exit(main())
