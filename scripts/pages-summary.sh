#!/usr/bin/env bash
# Turns a site build's log into the Markdown of a GitHub job summary: the page
# count and every `path:line: warning: …` line the build printed (the
# generator's and the compiler's), as a table.
#
#   scripts/pages-summary.sh BUILD_LOG SITE_FOLDER >> "$GITHUB_STEP_SUMMARY"
#
# Always exits 0 when given its two arguments, so the summary is written even
# after a failed build.
set -euo pipefail

if [ "$#" -ne 2 ]; then
    echo "usage: $0 BUILD_LOG SITE_FOLDER" >&2
    exit 64
fi
log=$1
site=$2

echo "## Site build"
echo
if [ -d "$site" ]; then
    pages=$(find "$site" -name index.html -type f | wc -l | tr -d ' ')
    echo "**Pages:** $pages (\`index.html\` files in \`$site\`)"
else
    echo "**Pages:** none: \`$site\` was not written (the build failed or did not run)."
fi
echo

if [ ! -f "$log" ]; then
    echo "**Warnings:** unknown: no build log at \`$log\`."
    exit 0
fi

# `path[:line[:column]]: warning: message`, each once, in the order printed;
# the compiler's absolute paths are shown relative to the checkout.
root="${GITHUB_WORKSPACE:-$PWD}/"
warnings=$(sed -nE 's/^([^[:space:]:]+)(:[0-9]+)?(:[0-9]+)?: warning: (.*)$/\1\2\t\4/p' "$log" |
    while IFS= read -r line; do printf '%s\n' "${line#"$root"}"; done | awk '!seen[$0]++')
if [ -z "$warnings" ]; then
    echo "**Warnings:** none."
    exit 0
fi

count=$(printf '%s\n' "$warnings" | wc -l | tr -d ' ')
echo "**Warnings:** $count"
echo
echo "| Where | Warning |"
echo "| --- | --- |"
printf '%s\n' "$warnings" | while IFS=$'\t' read -r place message; do
    # shellcheck disable=SC2016 # the backticks are Markdown, not a command
    printf '| `%s` | %s |\n' "$place" "${message//|/\\|}"
done
