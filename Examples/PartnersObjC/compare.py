#!/usr/bin/env python3
"""Compares two conformance reports scenario by scenario: the verdict of each scenario (passed,
failed, error, skipped) and the rules it names, side by side, for the scenarios whose verdicts
differ. Used to put an Objective-C adapter beside its Swift twin.

    compare.py LEFT.xml RIGHT.xml [--names LEFT RIGHT]
"""
import re
import sys
import xml.etree.ElementTree as ElementTree


def verdicts(path):
    """Scenario name -> (verdict, rules named by the failure, error or skip)."""
    result = {}
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        verdict, text = "passed", ""
        for kind in ("failure", "error", "skipped"):
            element = case.find(kind)
            if element is not None:
                verdict = {"failure": "failed", "error": "error", "skipped": "skipped"}[kind]
                text = element.get("message") or ""
                break
        rules = sorted(set(re.findall(r"\b[A-Z]{2,4}-[0-9]+\b", text.split(" — ")[0]))) if verdict != "skipped" else []
        result[case.get("name")] = (verdict, rules)
    return result


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    names = argv[3:5] if len(argv) >= 5 and argv[2] == "--names" else ["left", "right"]
    left, right = verdicts(argv[0]), verdicts(argv[1])
    if len(argv) >= 5 and argv[2] == "--names":
        names = [argv[3], argv[4]]
    differ = sorted(name for name in set(left) | set(right) if left.get(name) != right.get(name))
    same = len(set(left) & set(right)) - len([n for n in differ if n in left and n in right])
    print(f"{len(set(left) | set(right))} scenarios; {same} with the same verdict; {len(differ)} differ")
    print(f"{'scenario':52} {names[0]:24} {names[1]:24}")
    for name in differ:
        cell = lambda v: "-" if v is None else (v[0] + (" " + ",".join(v[1]) if v[1] else ""))
        print(f"{name:52} {cell(left.get(name)):24} {cell(right.get(name)):24}")


if __name__ == "__main__":
    main(sys.argv[1:])
