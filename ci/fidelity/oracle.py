#!/usr/bin/env python3
"""The importer oracle: does a stand-in spell its API as Swift imports the real SDK's headers?

  oracle.py check --headers DIR --stand-in MODULE [--umbrella FILE] [--framework-name NAME]
  oracle.py selftest

`check` (i) generates Swift that uses every public member of the stand-in as an adapter does
(generate.py) and typechecks it with Swift's Clang importer against the real headers, set up as
a framework reached through -F (a non-system module, as adapters get it), with our mock Apple
modules (mock/); every error is a mismatch. (ii) It lists what the headers declare that the
stand-in lacks, from SourceKit's generated interface of the Clang module. See README.md.
"""

import argparse
import fnmatch
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa: E402
import sourcekit  # noqa: E402

MOCK = os.path.join(HERE, "mock")
OVERLAYS = ("ObjectiveC", "CoreGraphics", "Foundation")


def toolchain():
    """The toolchain's bin folder: $SWIFT_BIN, else where `swift` on PATH lives."""
    candidates = [os.environ.get("SWIFT_BIN")]
    swift = shutil.which("swift")
    if swift:
        candidates.append(os.path.dirname(os.path.realpath(swift)))
    for d in candidates:
        if d and os.path.exists(os.path.join(d, "swift-frontend")):
            return d
    sys.exit("oracle: no Swift toolchain (swift-frontend) found; set SWIFT_BIN")


BIN = toolchain()
FRONTEND = os.path.join(BIN, "swift-frontend")
OBJC = ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module"]


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def build_mock(work):
    """Compiles our Swift overlays of the mock Apple modules; returns the module directory."""
    out = os.path.join(work, "mock-modules")
    os.makedirs(out, exist_ok=True)
    for m in OVERLAYS:
        r = run([FRONTEND, "-emit-module", "-module-name", m, "-import-underlying-module", *OBJC,
                 "-parse-as-library", "-swift-version", "5", "-I", out, "-I", MOCK, "-Xcc", "-w",
                 os.path.join(MOCK, "overlays", m + ".swift"), "-o", os.path.join(out, m + ".swiftmodule")])
        if r.returncode != 0:
            sys.exit("oracle: mock overlay %s does not build:\n%s" % (m, r.stderr))
    return out


def imported_headers(path, seen):
    """Headers `path` imports from its own framework, transitively ("X.h" or <Name/X.h>)."""
    base = os.path.dirname(path)
    for line in open(path, errors="replace"):
        m = re.match(r'\s*#\s*(?:import|include)\s+(?:"([^"]+)"|<[^/>]+/([^>]+)>)', line)
        if not m:
            continue
        name = m.group(1) or m.group(2)
        candidate = os.path.join(base, name)
        if os.path.exists(candidate) and candidate not in seen:
            seen.add(candidate)
            imported_headers(candidate, seen)
    return seen


def framework(headers, umbrella, name, work):
    """A -F directory holding `name`.framework; returns (directory, notes)."""
    headers = os.path.abspath(headers)
    if headers.endswith("/Headers") and headers[:-8].endswith(".framework"):
        headers = headers[:-8]
    if headers.endswith(".framework") and os.path.exists(os.path.join(headers, "Modules", "module.modulemap")):
        return os.path.dirname(headers), ["framework as given: " + os.path.basename(headers)]
    fdir = os.path.join(work, "F")
    root = os.path.join(fdir, name + ".framework")
    os.makedirs(os.path.join(root, "Headers"))
    os.makedirs(os.path.join(root, "Modules"))
    available = {h: os.path.join(headers, h) for h in os.listdir(headers) if h.endswith(".h")}
    notes = []
    if not umbrella and name + ".h" in available:
        umbrella = available[name + ".h"]
    if umbrella:
        umbrella = os.path.abspath(umbrella)
        os.symlink(umbrella, os.path.join(root, "Headers", name + ".h"))
        public = imported_headers(umbrella, set())
        for line in open(umbrella, errors="replace"):
            m = re.match(r'\s*#\s*import\s+<%s/([^>]+)>' % re.escape(name), line)
            if m and m.group(1) in available:
                public.add(available[m.group(1)])
                imported_headers(available[m.group(1)], public)
        left = sorted(h for h, p in available.items() if p not in public and h != os.path.basename(umbrella))
        if left:
            notes.append("not in the framework (the umbrella does not reach them): " + ", ".join(left))
    else:
        public = set(available.values())
        with open(os.path.join(root, "Headers", name + ".h"), "w") as f:
            for h in sorted(available):
                f.write("#import <%s/%s>\n" % (name, h))
    for p in public:
        if not os.path.lexists(os.path.join(root, "Headers", os.path.basename(p))):
            os.symlink(p, os.path.join(root, "Headers", os.path.basename(p)))
    with open(os.path.join(root, "Modules", "module.modulemap"), "w") as f:
        f.write('framework module %s {\n  umbrella header "%s.h"\n  export *\n  module * { export * }\n}\n' % (name, name))
    return fdir, notes


def stand_in_modules(package, target):
    r = run(["swift", "build", "--target", target], cwd=package)
    if r.returncode != 0:
        sys.exit("oracle: swift build --target %s failed:\n%s%s" % (target, r.stdout[-3000:], r.stderr[-3000:]))
    bin_path = run(["swift", "build", "--show-bin-path"], cwd=package).stdout.strip()
    return os.path.join(bin_path, "Modules")


def symbol_graph(module, modules, work):
    out = os.path.join(work, "symbols")
    os.makedirs(out, exist_ok=True)
    r = run([os.path.join(BIN, "swift-symbolgraph-extract"), "-module-name", module, "-I", modules,
             "-target", "x86_64-unknown-linux-gnu" if os.uname().machine == "x86_64" else "aarch64-unknown-linux-gnu",
             "-output-dir", out, "-minimum-access-level", "public"])
    if r.returncode != 0:
        sys.exit("oracle: swift-symbolgraph-extract failed:\n" + r.stderr)
    return out


DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note): (.*)$")


def diagnostics(stderr, source):
    """(line, kind, message) of the diagnostics in `source`, notes attached to their error."""
    found = []
    for line in stderr.splitlines():
        m = DIAG.match(line)
        if not m:
            continue
        path, ln, _, kind, msg = m.groups()
        if kind == "note" and found and found[-1][1] == "error":
            found[-1][2].append(msg)
            continue
        if kind == "error":
            found.append([int(ln) if os.path.basename(path) == os.path.basename(source) else 0, kind, [msg]])
    return found


BOXES = re.compile(r"cannot (?:assign|convert) value of type '(.*)' to (?:specified )?type '(.*)'")


def comparable(msgs):
    """False for differences the oracle does not count: the importer makes Objective-C completion
    handlers `@Sendable`, and an adapter's closure literal is accepted either way."""
    first = msgs[0]
    if "may introduce data races" in first or "Sendable" in first and "non-Sendable" in first:
        return False
    m = BOXES.search(first)
    if m and plain(m.group(1)) == plain(m.group(2)):
        return False
    return True


def plain(t):
    return t.replace("@Sendable ", "").replace("-> ()", "-> Void")


def member_at(blocks, line):
    for first, last, member in blocks:
        if first <= line <= last:
            return member
    return "(outside any member: %d)" % line


# The interface SourceKit gives: declarations per type, one per line.
DECL = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:open|public|final|override|optional|static|class|"
                  r"convenience|required|weak|unowned|nonisolated|dynamic|mutating|indirect|@objc)\s+)*"
                  r"(class|protocol|struct|enum|extension|func|var|let|init[?!]?|case|typealias|subscript)\b\s*(.*)$")


def interface_names(texts):
    """Names (`Type.member(labels:)`) the real module declares, unavailable ones left out."""
    names = {}
    for module, text in texts:
        stack = []
        depth = 0
        unavailable = deprecated = False
        for line in text.splitlines():
            stripped = line.strip()
            if stripped.startswith("@available") and "unavailable" in stripped and "renamed" not in stripped:
                unavailable = True
            if stripped.startswith("@available") and "deprecated" in stripped:
                deprecated = True
            m = DECL.match(line)
            opened = line.count("{") - line.count("}")
            if deprecated and m:
                stripped = "(deprecated) " + stripped
            if m and not stripped.startswith("//"):
                kind, rest = m.groups()
                owner = stack[-1][0] if stack else None
                if kind in ("class", "protocol", "struct", "enum", "extension") and not (
                        kind == "class" and re.match(r"(func|var|let)\b", rest)):
                    tname = re.match(r"([\w.]+)", rest).group(1)
                    if kind != "extension" and not unavailable:
                        names[(owner + "." if owner else "") + tname] = (module, stripped)
                    full = tname if kind == "extension" or not owner else owner + "." + tname
                    if opened > 0:
                        stack.append((full, depth))
                elif not unavailable:
                    if kind in ("func",):
                        n = re.match(r"([^\s(<]+)", rest).group(1)
                        names[(owner + "." if owner else "") + n + labels(rest)] = (module, stripped)
                    elif kind.startswith("init"):
                        names[(owner + "." if owner else "") + "init" + labels(rest)] = (module, stripped)
                    elif kind in ("var", "let", "typealias"):
                        n = re.match(r"([^\s:=]+)", rest).group(1)
                        names[(owner + "." if owner else "") + n] = (module, stripped)
                    elif kind == "case":
                        for c in re.findall(r"`?(\w+)`?\s*(?:=\s*[^,]+)?(?:,|$)", rest):
                            names[(owner + "." if owner else "") + c] = (module, stripped)
                unavailable = deprecated = False
            elif stripped and not stripped.startswith("@"):
                unavailable = deprecated = False
            depth += opened
            while stack and depth <= stack[-1][1]:
                stack.pop()
    return names


def labels(rest):
    """`(_ a: A, with b: B)` → `(_:with:)`, from the text after a function's name."""
    start = rest.find("(")
    if start < 0:
        return "()"
    level, current, parts = 0, "", []
    for i, ch in enumerate(rest[start + 1:]):
        if ch in "([<":
            level += 1
        elif ch in ")]>" and not (ch == ">" and rest[start + i] == "-"):
            if level == 0:
                break
            level -= 1
        if ch == "," and level == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    out = []
    for p in parts:
        head = p.split(":", 1)[0].strip().split()
        out.append((head[0] if head else "_") + ":")
    return "(" + "".join(out) + ")"


MODIFIERS = re.compile(r"^(?:(?:@\w+(?:\([^)]*\))?|optional|nonisolated|public|open)\s+)*")


def protocol_bodies(texts):
    """{protocol: (parents, [requirement lines])} of the public protocols in an interface."""
    found = {}
    for _, text in texts:
        rows = text.splitlines()
        i = 0
        while i < len(rows):
            m = re.match(r"^(?:@\w+(?:\([^)]*\))?\s+)*public protocol (\w+)\s*(?::\s*([^{]*))?\{\s*$", rows[i])
            if not m or (i > 0 and "unavailable" in rows[i - 1]):
                i += 1
                continue
            name, parents = m.group(1), [p.strip() for p in (m.group(2) or "").split(",") if p.strip()]
            body, depth, i, skip = [], 1, i + 1, False
            while i < len(rows) and depth > 0:
                row = rows[i].strip()
                depth += rows[i].count("{") - rows[i].count("}")
                i += 1
                if depth <= 0:
                    break
                # Unavailable and deprecated requirements are left out: no adapter for the
                # current SDK implements them.
                if row.startswith("@available") and ("unavailable" in row or "deprecated" in row):
                    skip = True
                    continue
                decl = MODIFIERS.sub("", row) if not row.startswith("//") else ""
                if not decl:
                    continue
                if skip or decl.startswith(("associatedtype", "typealias", "subscript")):
                    skip = False
                    continue
                body.append(decl)
            found[name] = (parents, body)
    return found


def stub_conformances(texts, module, known):
    """Swift that conforms to each protocol of the real interface that the stand-in also has,
    the way Xcode's "add stubs" writes it: every requirement, inherited ones included, spelled
    exactly as the importer spells it (implicitly unwrapped parameters too). Returns (source,
    blocks) as the generator does."""
    protocols = protocol_bodies(texts)
    lines = ["// Generated by ci/fidelity/oracle.py: the headers' protocols implemented as Xcode's stubs",
             "// spell them, to typecheck against the stand-in.", "import " + module, ""]
    blocks = []

    def requirements(name, seen):
        if name in seen or name not in protocols:
            return []
        seen.add(name)
        parents, body = protocols[name]
        inherited = [r for p in parents for r in requirements(p, seen)]
        return inherited + body

    for count, name in enumerate(sorted(n for n in protocols if n in known), 1):
        body = []
        for decl in dict.fromkeys(requirements(name, set())):
            if decl.startswith(("func ", "static func ", "class func ")):
                returns = re.search(r"\)\s*(?:async\s*)?(?:throws\s*)?->", decl)
                body.append("    %s %s" % (decl, "{ fatalError() }" if returns else "{}"))
            elif decl.startswith(("var ", "static var ", "class var ")):
                head = decl.split("{")[0].rstrip()
                if "set" in decl.split("{", 1)[-1]:
                    body.append("    %s { get { fatalError() } set {} }" % head)
                else:
                    body.append("    %s { fatalError() }" % head)
            elif decl.startswith("init"):
                override = "override " if re.match(r"init\(\s*\)", decl) else ""
                body.append("    %srequired %s { fatalError() }" % (override, decl))
        first = len(lines) + 1
        lines.append("final class _XcodeStubs%d: NSObject, %s {" % (count, name))
        lines += body
        lines.append("}")
        blocks.append((first, len(lines), "%s (Xcode's stubs for the header's protocol)" % name))
    return "\n".join(lines) + "\n", blocks


def check(args):
    work = tempfile.mkdtemp(prefix="fidelity-")
    try:
        return _check(args, work)
    finally:
        if args.keep:
            print("(work files kept in %s)" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)


def _check(args, work):
    name = args.framework_name or args.stand_in
    mock_modules = build_mock(work)
    fdir, notes = framework(args.headers, args.umbrella, name, work)
    modules = args.modules or stand_in_modules(args.package, args.stand_in)
    syms = generate.Symbols(args.stand_in, symbol_graph(args.stand_in, modules, work))
    gen = generate.Generator(syms)
    library = args.sourcekit or sourcekit.default_library()
    sk = sourcekit.SourceKit(library) if library else None
    # The stand-in's own interface, through the same parser as the headers': symbol graphs leave
    # out some globals.
    own_texts = sk.whole_interface(args.stand_in, ["-I", modules, *args.stand_in_flag]) if sk else []
    own_names = interface_names(own_texts)
    extra = [(n, re.match(r".*?:\s*(.*)$", d).group(1)) for n, (_, d) in own_names.items()
             if "." not in n and re.match(r"public (let|var) ", d)]
    source = os.path.join(work, "UsesEveryMember.swift")
    with open(source, "w") as f:
        f.write(gen.run(extra))
    real_args = [*OBJC, "-F", fdir, "-I", mock_modules, "-I", MOCK, "-Xcc", "-w", "-swift-version", "5"]
    print("oracle: %s stand-in vs the headers in %s" % (args.stand_in, os.path.abspath(args.headers)))
    for n in notes:
        print("  note: " + n)

    # The generated uses must compile against the stand-in itself, or they prove nothing.
    own = run([FRONTEND, "-typecheck", "-swift-version", "5", "-diagnostic-style", "llvm", "-I", modules,
               "-module-name", "FidelityCheck", source, *args.stand_in_flag])
    own_errors = diagnostics(own.stderr, source)
    real = run([FRONTEND, "-typecheck", "-diagnostic-style", "llvm", "-module-name", "FidelityCheck",
                *real_args, source])
    errors = [e for e in diagnostics(real.stderr, source) if comparable(e[2])]
    if real.returncode != 0 and not errors:
        print(real.stderr)
        sys.exit("oracle: the headers did not import")
    if errors and errors[0][0] == 0 and any("could not build" in m for m in errors[0][2]):
        print(real.stderr[-4000:])

    explained = read_explained(args.explained)
    explained_hits = {}

    def kept(label, detail):
        for pattern, reason in explained:
            # `pattern [renamed]` covers only the importer's "has been renamed" errors.
            only_renamed = pattern.endswith(" [renamed]")
            if only_renamed and "has been renamed" not in detail:
                continue
            if fnmatch.fnmatchcase(label, pattern[:-10] if only_renamed else pattern):
                explained_hits.setdefault(reason, set()).add(label)
                return False
        return True

    print("\n(i) mismatches: stand-in member X: importer says Y")
    shown = []
    for ln, kind, msgs in errors:
        detail = "; ".join(msgs[:1] + [m for m in msgs[1:] if "did you mean" in m or "requires" in m or "candidate" in m][:2])
        label = member_at(gen.blocks, ln)
        if kept(label, detail):
            shown.append((ln, kind, msgs))
            print("  stand-in member %s: importer says %s" % (label, detail))
    errors = shown
    for ln, _, msgs in own_errors:
        print("  stand-in member %s: the stand-in itself rejects the adapter-style use: %s" % (member_at(gen.blocks, ln), msgs[0]))
    members = {member_at(gen.blocks, ln) for ln, _, _ in errors + own_errors}
    print("  %d error(s) in %d member(s) of %d checked" % (len(errors) + len(own_errors), len(members), len(gen.blocks)))

    lacks = []
    if sk:
        driver = ["-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
                  "-F", fdir, "-I", mock_modules, "-I", MOCK, "-Xcc", "-w", "-swift-version", "5"]
        texts = sk.whole_interface(name, driver)
        if args.interface:
            with open(args.interface, "w") as f:
                for module, text in texts:
                    f.write("// ---- %s\n%s\n" % (module, text))
        real_names = interface_names(texts)
        ours = syms.public_names() | set(own_names)
        ours_bare = {re.sub(r"\(.*\)$", "", n) for n in ours}
        for n in sorted(real_names):
            if n in ours or any(part.startswith("_") for part in n.split(".")):
                continue
            bare = re.sub(r"\(.*\)$", "", n)
            if "(" not in n and bare in ours_bare:
                continue
            lacks.append((n, real_names[n]))
        print("\n(ii) the headers declare, the stand-in lacks (name and labels; from SourceKit's generated interface)")
        for n, (module, decl) in lacks:
            print("  %s    [%s: %s]" % (n, module, decl))
        print("  %d declaration(s) lacking" % len(lacks))

        stubs, stub_blocks = stub_conformances(texts, name, ours)
        stub_source = os.path.join(work, "XcodeStubs.swift")
        with open(stub_source, "w") as f:
            f.write(stubs)
        r = run([FRONTEND, "-typecheck", "-swift-version", "5", "-diagnostic-style", "llvm", "-I", modules,
                 "-module-name", "FidelityStubs", stub_source, *args.stand_in_flag])
        stub_errors = diagnostics(r.stderr, stub_source)
        print("\n(iii) the headers' protocols implemented as Xcode's stubs spell them, against the stand-in")
        shown = []
        for ln, kind, msgs in stub_errors:
            detail = "; ".join(msgs[:1] + [m for m in msgs[1:] if "did you mean" in m or "requires" in m or "candidate" in m][:2])
            label = member_at(stub_blocks, ln)
            if kept(label, detail):
                shown.append((ln, kind, msgs))
                print("  %s: the stand-in says %s" % (label, detail))
        stub_errors = shown
        print("  %d error(s) in %d protocol(s) of %d" % (
            len(stub_errors), len({member_at(stub_blocks, ln) for ln, _, _ in stub_errors}), len(stub_blocks)))
        errors = errors + stub_errors
        if args.source_out:
            shutil.copy(stub_source, args.source_out + ".stubs.swift")
    else:
        print("\n(ii) skipped: libsourcekitdInProc.so not found")
    if explained_hits:
        print("\nexplained (%s): differences the stand-in keeps on purpose" % args.explained)
        for reason, labels in explained_hits.items():
            print("  %s\n    %s" % (reason, ", ".join(sorted(labels))))
        print("  %d member(s) explained" % sum(len(v) for v in explained_hits.values()))
    if args.source_out:
        shutil.copy(source, args.source_out)
    return 1 if (errors or own_errors) else 0


def read_explained(path):
    """(pattern, reason) lines of an explanations file: `pattern | reason`, `#` comments; a
    pattern ending in ` [renamed]` covers only "has been renamed" errors."""
    if not path:
        return []
    found = []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        pattern, _, reason = line.partition(" | ")
        found.append((pattern.strip(), reason.strip() or "(no reason given)"))
    return found


def selftest(args):
    """The oracle must report exactly the deliberate misspellings of tests/Mini against tests/headers."""
    fixture = os.path.join(HERE, "tests")
    work = tempfile.mkdtemp(prefix="fidelity-selftest-")
    try:
        modules = os.path.join(work, "modules")
        os.makedirs(modules)
        r = run([os.path.join(BIN, "swiftc"), "-emit-module", "-module-name", "Mini", "-parse-as-library",
                 "-emit-module-path", os.path.join(modules, "Mini.swiftmodule"),
                 os.path.join(fixture, "Mini.swift")])
        if r.returncode != 0:
            sys.exit("selftest: the fixture stand-in does not build:\n" + r.stderr)
        ns = argparse.Namespace(headers=os.path.join(fixture, "headers"), umbrella=None, framework_name="Mini",
                                stand_in="Mini", modules=modules, package=None, keep=False, sourcekit=None,
                                interface=None, source_out=None, stand_in_flag=[], explained=None)
        out = run([sys.executable, os.path.abspath(__file__), "check", "--headers", ns.headers,
                   "--stand-in", "Mini", "--modules", modules])
        print(out.stdout + out.stderr)
        expected = [
            "stand-in member MiniAd.fetchAd(_:): importer says 'fetchAd' has been renamed to 'fetch(_:)'",
            "stand-in member MiniAd.reward: importer says cannot assign value of type '_Box<UInt>' to type '_Box<Int>'",
            "stand-in member MiniAdDelegate (an adapter implementing every requirement): importer says "
            "'miniAdDidReceiveAd' has been renamed to 'miniAdDidReceive(_:)'",
            "stand-in member MiniAdDelegate (an adapter implementing only its required members): importer says type "
            "'_Conformance9' does not conform to protocol 'MiniAdDelegate'; protocol requires function 'miniAdDidFail'",
            "stand-in member MiniAdDelegate.miniAdDidReceiveAd(_:) (optional): importer says "
            "'miniAdDidReceiveAd' has been renamed to 'miniAdDidReceive(_:)'",
            "  MiniBannerDelegate (Xcode's stubs for the header's protocol): the stand-in says type '_XcodeStubs",
        ]
        missing = [e for e in expected if e not in out.stdout]
        lacking = ["MiniAd.fetch(_:)", "MiniAd.present()", "MiniAdDelegate.miniAdDidReceive(_:)",
                   "MiniAdDelegate.miniAdDidFail(_:)"]
        missing += ["lacks " + l for l in lacking if not re.search(r"^  %s " % re.escape(l), out.stdout, re.M)]
        count = re.search(r"(\d+) error\(s\) in (\d+) member", out.stdout)
        if out.returncode != 1:
            missing.append("exit status 1 (got %d)" % out.returncode)
        if not count or count.group(2) != str(len(expected) - 1):
            missing.append("exactly %d mismatched members" % (len(expected) - 1))
        stubs = re.search(r"(\d+) error\(s\) in (\d+) protocol", out.stdout)
        if not stubs or stubs.group(2) != "1":
            missing.append("exactly 1 protocol rejecting Xcode's stubs")
        lacks = re.search(r"(\d+) declaration\(s\) lacking", out.stdout)
        if not lacks or lacks.group(1) != str(len(lacking)):
            missing.append("exactly %d lacking declarations" % len(lacking))
        if missing:
            print("selftest FAILED; not reported:\n  " + "\n  ".join(missing))
            return 1
        print("selftest passed: the oracle reported each deliberate misspelling and lack, and nothing else")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="compare a stand-in module with real headers")
    c.add_argument("--headers", required=True, help="a folder of the SDK's headers, or its .framework")
    c.add_argument("--umbrella", help="the framework's umbrella header, when it is not in --headers")
    c.add_argument("--framework-name", help="the framework's module name (default: the stand-in's)")
    c.add_argument("--stand-in", required=True, help="the stand-in's SwiftPM target / module name")
    c.add_argument("--package", default=os.path.dirname(os.path.dirname(HERE)), help="the package to build it in")
    c.add_argument("--modules", help="a folder with the built stand-in modules (skips swift build)")
    c.add_argument("--sourcekit", help="path of libsourcekitdInProc.so")
    c.add_argument("--interface", help="write the headers' generated Swift interface here")
    c.add_argument("--source-out", help="write the generated Swift here")
    c.add_argument("--keep", action="store_true", help="keep the work folder")
    c.add_argument("--explained", help="differences kept on purpose: lines `member pattern | reason`")
    c.set_defaults(stand_in_flag=[])
    sub.add_parser("selftest", help="prove the oracle catches deliberate misspellings (no SDK needed)")
    args = p.parse_args()
    sys.exit(check(args) if args.command == "check" else selftest(args))


if __name__ == "__main__":
    main()
