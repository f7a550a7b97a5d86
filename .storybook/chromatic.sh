#!/bin/sh
# Publishes the Storybook to Chromatic for visual review, only when a project token is set
# (CI secret). Chromatic is fetched by npx at that moment, so local installs stay offline.
set -eu
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (local screenshots: npm run test:stories)."
  exit 0
fi
exec npx --yes chromatic --build-script-name build-storybook --only-changed --exit-zero-on-changes
