#!/usr/bin/env python3
"""Reads conformance reports the way CI consumers do and checks nothing is lost.

Usage: consumers.py SPLIT_DIR REPORT.xml...

For each report: junitparser's counts recomputed from the cases equal the totals written,
and every violated rule ID of a case appears in what junitparser gives as that case's
result (message and text); junit2html's page names every violated rule ID. For each
per-suite file in SPLIT_DIR (a report split with `conformance split-report`): xunitparser
reads it, with the same counts, and every violated rule ID is in its failure text.
The rule IDs a case violated are read from the failure text's blocks ("LOAD-1 (required): …").
"""
import glob
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import junitparser
import xunitparser

BLOCK = re.compile(r"^([A-Z]+-\d+) \((?:required|recommended)\): ", re.MULTILINE)
problems = []


def violated(text):
    return set(BLOCK.findall(text or ""))


def written_totals(path):
    root = ET.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    for suite in suites:
        for key in totals:
            totals[key] += int(suite.get(key, "0"))
    return totals


def check_junitparser(path):
    xml = junitparser.JUnitXml.fromfile(path)
    suites = list(xml) if isinstance(xml, junitparser.JUnitXml) else [xml]
    counted = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    rules = 0
    for suite in suites:
        suite.update_statistics()
        for key in counted:
            counted[key] += int(getattr(suite, key) or 0)
        for case in suite:
            for result in case.result:
                ids = violated(result.text)
                rules += len(ids)
                for rule in ids:
                    if rule not in (result.message or "") or rule not in (result.text or ""):
                        problems.append(f"junitparser {path}: {case.name}: {rule} missing from the result")
    if counted != written_totals(path):
        problems.append(f"junitparser {path}: counts from cases {counted} != written {written_totals(path)}")
    return counted, rules


def check_junit2html(path):
    expected = set()
    for failure in ET.parse(path).getroot().iter("failure"):
        expected |= violated(failure.text)
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "report.html")
        subprocess.run([sys.executable, "-m", "junit2htmlreport", path, out], check=True)
        page = open(out, encoding="utf-8").read()
    for rule in sorted(expected):
        if rule not in page:
            problems.append(f"junit2html {path}: {rule} not on the page")
    return len(expected)


def check_xunitparser(path):
    root = ET.parse(path).getroot()
    with open(path) as source:
        suite, result = xunitparser.parse(source)
    if result.testsRun != int(root.get("tests")):
        problems.append(f"xunitparser {path}: {result.testsRun} tests, written {root.get('tests')}")
    if len(result.failures) != int(root.get("failures")) or len(result.errors) != int(root.get("errors")):
        problems.append(f"xunitparser {path}: failures/errors differ from the written totals")
    for case, text in result.failures:
        for rule in violated(text):
            if rule not in text:
                problems.append(f"xunitparser {path}: {case}: {rule} missing")


def main():
    split_dir, reports = sys.argv[1], sys.argv[2:]
    for path in reports:
        counted, rules = check_junitparser(path)
        on_page = check_junit2html(path)
        print(f"{os.path.basename(path)}: {counted}; {rules} violated rule(s) in results; {on_page} rule ID(s) on the junit2html page")
    split = sorted(glob.glob(os.path.join(split_dir, "**", "*.xml"), recursive=True))
    for path in split:
        check_xunitparser(path)
    print(f"xunitparser read {len(split)} per-suite file(s)")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)


main()
