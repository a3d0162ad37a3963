#!/usr/bin/env python3
"""Makes a large JUnit report from a real one, for sizing and timing the HTML report.

Usage: html-scale.py IN.xml COUNT OUT.xml [--only-failing]

Cycles through IN's test cases (only the failing and errored ones with --only-failing) until
COUNT cases are written, each copy renamed `name#k` in its own suite. Every 97th copy also gets
hostile adapter output (`</script>`, markup, an `onerror` image, quotes, ampersands) in its
system-out, so the browser check sees that such text stays text: it must neither run, nor
request anything, nor break the page.
"""
import argparse
import copy
import xml.etree.ElementTree as ET

HOSTILE = ("</script><script>alert('escaped?')</script><img src=x onerror=alert(1)>"
           " & \"double\" 'single' <b>not bold</b> ]]> --> <!--")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("source")
    parser.add_argument("count", type=int)
    parser.add_argument("output")
    parser.add_argument("--only-failing", action="store_true")
    options = parser.parse_args()

    root = ET.parse(options.source).getroot()
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    pool = []
    for suite in suites:
        for case in suite.findall("testcase"):
            failing = case.find("failure") is not None or case.find("error") is not None
            if failing or not options.only_failing:
                pool.append((suite, case))
    if not pool:
        raise SystemExit("no test cases to copy")

    out_root = ET.Element("testsuites", {"name": root.get("name", "adapter-conformance")})
    out_suites = {}
    for index in range(options.count):
        suite, case = pool[index % len(pool)]
        if suite.get("name") not in out_suites:
            made = ET.SubElement(out_root, "testsuite", {"name": suite.get("name")})
            properties = suite.find("properties")
            if properties is not None:
                made.append(copy.deepcopy(properties))
            out_suites[suite.get("name")] = made
        clone = copy.deepcopy(case)
        clone.set("name", f"{case.get('name')}#{index}")
        if index % 97 == 0:
            out = clone.find("system-out")
            if out is None:
                out = ET.SubElement(clone, "system-out")
            out.text = (out.text or "") + "\n\nthe adapter's standard output:\n" + HOSTILE
        out_suites[suite.get("name")].append(clone)

    for made in list(out_suites.values()) + [out_root]:
        cases = made.iter("testcase")
        counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
        for case in cases:
            counts["tests"] += 1
            for tag, key in (("failure", "failures"), ("error", "errors"), ("skipped", "skipped")):
                if case.find(tag) is not None:
                    counts[key] += 1
                    break
        for key, value in counts.items():
            made.set(key, str(value))
    ET.ElementTree(out_root).write(options.output, encoding="utf-8", xml_declaration=True)


if __name__ == "__main__":
    main()
