#!/usr/bin/env bash
# Every benchmark, one after the other (each needs hyperfine, and ../shared/corpus where it
# reads the real zips). Results: bench/RESULTS.md is written by hand from their output.
set -euo pipefail
cd "$(dirname "$0")"
for script in models corpus views zip lottie lottie-memory scale multizip localizable checksum doctor diff; do
  echo "=== bench/$script.sh"
  ./$script.sh
done
