#!/bin/sh
# Publishes the Storybook to Chromatic for visual review, only when a project token is set
# (CI secret). The chromatic CLI is a pinned devDependency (16.x: 17 and later need Node 22).
set -eu
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (local screenshots: npm run test:stories)."
  exit 0
fi
exec chromatic --build-script-name build-storybook --only-changed --exit-zero-on-changes
