#!/usr/bin/env bash
# Runs import-linter on the source tree. The fixed layout maps model/, ir/, ... into the
# `shardsat` package only at install time (package-dir), which import-linter's filesystem scan
# cannot see through an editable install; so we lay the package out once with symlinks.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/shardsat"
cp -r "$root/shardsat/." "$tree/shardsat/"
for layer in model ir cost solver experiments; do
  ln -s "$root/$layer" "$tree/shardsat/$layer"
done
cd "$tree"
PYTHONPATH="$tree" "${PYTHON:-python3}" -c 'import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())' --no-cache "$root/pyproject.toml"
