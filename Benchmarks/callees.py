#!/usr/bin/env python3
"""Where the time under one function goes: reads `perf script -F comm,tid,ip,sym` output
(demangled) on stdin and prints, for every function whose name contains PATTERN, the share of
all samples under it and of its direct callees. Used by profile.sh for the stage table."""
import collections
import sys


def stacks(lines):
    stack = []
    for line in lines:
        line = line.rstrip("\n")
        if not line.strip():
            if stack:
                yield stack
            stack = []
        elif line.startswith("\t") or line.startswith(" "):
            parts = line.strip().split(" ", 1)
            stack.append(parts[1] if len(parts) > 1 else parts[0])
    if stack:
        yield stack


def main():
    patterns = sys.argv[1:]
    total = 0
    under = collections.Counter()
    callees = collections.defaultdict(collections.Counter)
    for stack in stacks(sys.stdin):
        total += 1
        for pattern in patterns:
            # The stack is leaf first; the outermost frame matching is the one counted.
            for depth in range(len(stack) - 1, -1, -1):
                if pattern in stack[depth]:
                    under[pattern] += 1
                    callee = stack[depth - 1] if depth > 0 else "(self)"
                    callees[pattern][callee[:110]] += 1
                    break
    for pattern in patterns:
        print(f"{100 * under[pattern] / max(1, total):5.1f} %  {pattern}")
        for callee, count in callees[pattern].most_common(12):
            if 100 * count / max(1, total) >= 0.2:
                print(f"        {100 * count / total:5.1f} %  {callee}")


main()
