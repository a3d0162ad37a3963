#!/usr/bin/env python3
"""Opens a conformance HTML report in headless Chromium and checks what people will see.

Usage: html-check.py REPORT.xml PAGE.html [--max-mb 15] [--max-paint-ms 1000] [--diagrams 40]

PAGE.html must be `conformance html REPORT.xml` (or `run --html`). Checks, against the JUnit
report read here with ElementTree:
- the page is at most --max-mb megabytes, and its first screen is drawn (largest contentful
  paint, median of three loads, read from the page's own performance entries) in under
  --max-paint-ms;
- the totals in the header, the cases in the DOM per outcome, and the overview's total cell
  all equal the JUnit totals;
- every failing case's diagram marks each of its violated rules, every errored case's marks
  its fault (a page with more of them than its diagram limit draws exactly the limit);
- no console errors, no uncaught exceptions, no dialogs, no request other than the page itself;
- Tab, pressed from the top of the page, reaches every filter control, and the filters work
  (outcome "failed" shows exactly the failures; typing an ID narrows to matching cases);
- screenshots of up to --diagrams failing diagrams each hold real ink (dark pixels of arrows
  and labels, counted in the PNG), and a diagram whose steps are hidden on purpose does not
  pass that test (so the check itself can fail).
Exits 1 listing every problem.
"""
import argparse
import base64
import os
import pathlib
import statistics
import sys
import time
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devtools  # noqa: E402
import pngink  # noqa: E402

FILTER_CONTROLS = ["f-rule", "f-family", "f-outcome", "f-adapter", "f-id", "f-reset"]
problems = []


def junit_cases(path):
    """(adapter, scenario) → (outcome, violated rule IDs or fault type), and the totals."""
    root = ET.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    cases, totals = {}, {"tests": 0, "failed": 0, "error": 0, "skipped": 0, "passed": 0}
    for suite in suites:
        adapter = next((p.get("value") for p in suite.iter("property") if p.get("name") == "adapter.name"),
                       suite.get("name", "").rpartition(".")[0])
        for case in suite.findall("testcase"):
            failure, error, skipped = case.find("failure"), case.find("error"), case.find("skipped")
            if error is not None:
                outcome, marks = "error", {error.get("type", "")}
            elif failure is not None:
                ids = failure.get("message", "").split(": ", 1)[0]
                outcome, marks = "failed", {i for i in ids.split(", ") if i}
            elif skipped is not None:
                outcome, marks = "skipped", set()
            else:
                outcome, marks = "passed", set()
            totals["tests"] += 1
            totals[outcome] += 1
            cases[(adapter, case.get("name"))] = (outcome, marks)
    return cases, totals


def load(browser, url):
    """Navigates to `url`; returns the first contentful paint, the largest contentful paint
    (the first screen complete) and the load event, in ms from the start of navigation."""
    browser.call("Page.navigate", url=url)
    browser.wait_for("Page.loadEventFired", timeout=120)
    return browser.evaluate("""new Promise(done => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const navigation = performance.getEntriesByType('navigation')[0];
      new PerformanceObserver(list => {
        const entries = list.getEntries();
        done([paint ? paint.startTime : null, entries.length ? entries[entries.length - 1].startTime : null,
              navigation ? navigation.loadEventEnd : null]);
      }).observe({type: 'largest-contentful-paint', buffered: true});
      setTimeout(() => done([paint ? paint.startTime : null, null, navigation ? navigation.loadEventEnd : null]), 3000);
    })""")


def check_counts(browser, totals):
    seen = browser.evaluate("""(() => {
      const n = id => Number(document.getElementById(id).textContent);
      const cases = Array.from(document.querySelectorAll('details.case'));
      const by = o => cases.filter(c => c.dataset.o === o).length;
      const overview = {failed: 0, error: 0, skipped: 0, passed: 0};
      document.querySelectorAll('#overview-total .k').forEach(k => overview[k.classList[1]] = Number(k.textContent));
      overview.tests = overview.failed + overview.error + overview.skipped + overview.passed;
      return {
        header: {tests: n('count-tests'), failed: n('count-failed'), error: n('count-error'),
                 skipped: n('count-skipped'), passed: n('count-passed')},
        cases: {tests: cases.length, failed: by('failed'), error: by('error'), skipped: by('skipped'),
                passed: by('passed')},
        overview: overview};
    })()""")
    for where, counts in seen.items():
        if counts != totals:
            problems.append(f"{where} counts {counts} differ from the JUnit totals {totals}")


def check_marks(browser, cases):
    """Every failing or errored case's diagram marks its rules or fault. A page with more such
    cases than its diagram limit (`data-diagram-limit`) draws exactly that many and says so on
    the others; returns how many were left undrawn."""
    marked = browser.evaluate("""Array.from(document.querySelectorAll(
        'details.case[data-o=failed], details.case[data-o=error]')).map(c => [c.dataset.a, c.dataset.id,
        Array.from(c.querySelectorAll('.sq .v')).flatMap(v => v.dataset.rule.split(' ')),
        c.querySelector('.undrawn') !== null])""")
    limit = browser.evaluate("Number(document.querySelector('main').dataset.diagramLimit)")
    if len(marked) != sum(1 for outcome, _ in cases.values() if outcome in ("failed", "error")):
        problems.append(f"{len(marked)} failing or errored cases in the page, not as many as in the report")
    undrawn = sum(1 for *_, left_out in marked if left_out)
    if len(marked) - undrawn != min(limit, len(marked)):
        problems.append(f"{len(marked) - undrawn} of {len(marked)} failing diagrams drawn; the page's limit is {limit}")
    for adapter, scenario, rules, left_out in marked:
        outcome, wanted = cases.get((adapter, scenario), (None, set()))
        missing = wanted - set(rules)
        if outcome is None:
            problems.append(f"{adapter} {scenario} is in the page but not in the report")
        elif missing and not left_out:
            problems.append(f"{adapter} {scenario}: diagram marks {sorted(set(rules))}, not {sorted(missing)}")
    return undrawn


def press(browser, key, code, key_code):
    for kind in ("keyDown", "keyUp"):
        browser.call("Input.dispatchKeyEvent", type=kind, key=key, code=code,
                     windowsVirtualKeyCode=key_code, nativeVirtualKeyCode=key_code)


def check_keyboard(browser, totals, sample_id):
    browser.evaluate("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); true")
    reached = []
    for _ in range(60):
        press(browser, "Tab", "Tab", 9)
        reached.append(browser.evaluate("document.activeElement ? document.activeElement.id : ''"))
        if all(control in reached for control in FILTER_CONTROLS):
            break
    missing = [control for control in FILTER_CONTROLS if control not in reached]
    if missing:
        problems.append(f"Tab from the top never reached {missing} (reached {reached[:12]})")
    shown = browser.evaluate("""(() => { const s = document.getElementById('f-outcome'); s.value = 'failed';
        s.dispatchEvent(new Event('change', {bubbles: true}));
        return document.querySelectorAll('details.case:not([hidden])').length; })()""")
    if shown != totals["failed"]:
        problems.append(f"outcome filter 'failed' shows {shown} cases, the report has {totals['failed']}")
    browser.evaluate("document.getElementById('filters').reset(); document.getElementById('f-id').focus(); true")
    browser.call("Input.insertText", text=sample_id)
    time.sleep(0.2)  # the reset handler re-applies on a zero-delay timer
    ids = browser.evaluate("Array.from(document.querySelectorAll('details.case:not([hidden])')).map(c => c.dataset.id)")
    if not ids or any(sample_id.lower() not in i.lower() for i in ids):
        problems.append(f"typing '{sample_id}' into the ID filter shows {len(ids)} cases, not just the matching ones")
    browser.evaluate("document.getElementById('filters').reset(); true")
    time.sleep(0.2)


def diagram_ink(browser, index):
    """Dark pixels in the lanes of the index-th open diagram (the time gutter and lane headings left out)."""
    clip = browser.evaluate(f"""(() => {{
      const figure = document.querySelectorAll('details.case[open] figure.sq')[{index}];
      // Well below the sticky filter bar, which would otherwise cover the diagram's top.
      window.scrollTo(0, Math.max(0, figure.getBoundingClientRect().top + window.scrollY - 200));
      const head = figure.querySelector('li.hd'), r = figure.getBoundingClientRect();
      const gutter = parseFloat(getComputedStyle(head).paddingLeft), top = head.getBoundingClientRect().bottom;
      return {{x: r.left + gutter + window.scrollX, y: top + window.scrollY, width: r.width - gutter,
               height: r.bottom - top, scale: 0.5}};
    }})()""")
    shot = browser.call("Page.captureScreenshot", format="png", clip=clip, captureBeyondViewport=True)
    return pngink.dark_pixels(base64.b64decode(shot["data"])), clip


def check_screenshots(browser, limit):
    count = browser.evaluate(f"""(() => {{
      const open = Array.from(document.querySelectorAll(
        'details.case[data-o=failed], details.case[data-o=error]')).filter(c => c.querySelector('figure.sq ol'));
      open.slice(0, {limit}).forEach(c => c.open = true);
      return Math.min(open.length, {limit});
    }})()""")
    if count == 0:
        return 0, 0
    inks = []
    for index in range(count):
        ink, clip = diagram_ink(browser, index)
        steps = browser.evaluate(
            f"document.querySelectorAll('details.case[open] figure.sq')[{index}].querySelectorAll('li:not(.hd)').length")
        inks.append(ink)
        # At half scale a step's label and arrow give hundreds of dark pixels; 20 per step is a floor.
        if ink < 20 * steps:
            problems.append(f"diagram {index} looks empty: {ink} dark pixels for {steps} steps ({clip})")
    # The negative control: hide every step's label and arrow; the same measure must call it empty.
    browser.evaluate("""(() => { const s = document.createElement('style'); s.id = 'blank-steps';
        s.textContent = '.sq li:not(.hd) p, .sq li:not(.hd) i { visibility: hidden }';
        document.head.appendChild(s); return true; })()""")
    blank, _ = diagram_ink(browser, 0)
    browser.evaluate("document.getElementById('blank-steps').remove(); true")
    if blank >= 20:
        problems.append(f"the empty-diagram check has no teeth: a blanked diagram still has {blank} dark pixels")
    return count, min(inks)


def check_quiet(browser, page_url):
    for event in browser.events:
        method, params = event["method"], event.get("params", {})
        if method == "Runtime.exceptionThrown":
            problems.append(f"uncaught exception: {params['exceptionDetails'].get('text')}")
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            problems.append(f"console.{params['type']}: {[a.get('value') for a in params.get('args', [])]}")
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            problems.append(f"console error: {params['entry'].get('text')}")
        elif method == "Page.javascriptDialogOpening":
            problems.append(f"a dialog opened: {params.get('message')}")
        elif method == "Network.requestWillBeSent":
            url = params["request"]["url"]
            if url != page_url and not url.startswith(("data:", "about:")):
                problems.append(f"the page requested {url}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("page")
    parser.add_argument("--max-mb", type=float, default=15)
    parser.add_argument("--max-paint-ms", type=float, default=1000)
    parser.add_argument("--diagrams", type=int, default=40)
    options = parser.parse_args()

    chromium = devtools.find_chromium()
    if not chromium:
        print("SKIPPED: no Chromium on PATH; install it with apt-get install chromium")
        return 0
    cases, totals = junit_cases(options.report)
    size = os.path.getsize(options.page)
    if size > options.max_mb * 1e6:
        problems.append(f"the page is {size / 1e6:.1f} MB, more than {options.max_mb} MB")
    page_url = pathlib.Path(options.page).resolve().as_uri()

    browser = devtools.Browser(chromium)
    try:
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.call(f"{domain}.enable")
        timings = [load(browser, page_url) for _ in range(3)]
        paint, largest, loaded = (statistics.median(t[i] if t[i] is not None else float("inf") for t in timings)
                                  for i in range(3))
        if largest >= options.max_paint_ms:
            problems.append(f"the first screen (largest contentful paint) took {largest:.0f} ms, "
                            f"not under {options.max_paint_ms:.0f} ms")
        check_counts(browser, totals)
        undrawn = check_marks(browser, cases)
        sample = next((scenario for (_, scenario), (outcome, _) in cases.items() if outcome == "failed"),
                      next(iter(cases))[1] if cases else "")
        check_keyboard(browser, totals, sample)
        shots, least_ink = check_screenshots(browser, options.diagrams)
        check_quiet(browser, page_url)
    finally:
        browser.close()

    print(f"html-check: {options.page}: {size / 1e6:.1f} MB, {totals['tests']} cases "
          f"({totals['failed']} failed, {totals['error']} errors, {undrawn} of them without a diagram); "
          f"first contentful paint {paint:.0f} ms, largest {largest:.0f} ms, load event {loaded:.0f} ms "
          f"(medians of 3); {shots} diagram screenshots, least ink {least_ink} px")
    if problems:
        for problem in problems[:50]:
            print("  problem:", problem)
        if len(problems) > 50:
            print(f"  … and {len(problems) - 50} more")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
