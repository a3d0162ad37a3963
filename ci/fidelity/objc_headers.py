#!/usr/bin/env python3
"""Proves our Objective-C SDK headers against the real ones with clang, in both directions.

Our Objective-C headers (Sources/*ObjC/include/<SDK>/<SDK>.h) must be spelled as the real SDK's
headers are, so that an adapter written in Xcode against the real SDK compiles here unchanged, and
nothing written here fails there. This tool proves it the way oracle.py proves the Swift
stand-ins: by compiling generated uses.

  1. The real headers (given by path, never copied: symlinked into a temporary include folder) are
     read with clang's AST dump; every @interface, category, @protocol, typedef, enum, struct,
     function and extern constant becomes a use in an adapter-style `.m` (property reads and
     writes, message sends with arguments of the declared types, a class adopting each protocol
     that implements its methods with the exact signatures, another that implements only the
     required ones, an exhaustive switch over each enum, a block of each block typedef, function
     calls, constants) and an exact-type `.mm` (`__is_same` on every declared type: Objective-C
     itself treats `id` and `NSString *` as compatible, C++ type identity does not). Both are
     compiled against OUR headers: every error is a line `real X: ours says Y`, a mismatch or,
     when ours does not declare X at all, a lack (listed; a failure only with --strict).
  2. The same uses are made from OUR headers and compiled against the REAL ones, so nothing we
     declare is absent, unavailable or typed differently there: `ours X: real says Y`.

Each generated file is also compiled against the side it was made from: a use that fails there
proves nothing and is listed apart ("uses the tool could not make").

Usage:
  objc_headers.py check --ours Sources/SampleAdSDKObjC/include \\
      --headers <mediation repo>/example/SDK --umbrella <mediation repo>/example/SampleAdSDK/SampleAdSDK.h
  objc_headers.py check --ours Sources/GoogleMobileAdsObjC/include --headers <path>/GoogleMobileAds.framework
  objc_headers.py selftest

Python 3 standard library only; needs clang (the Swift toolchain's) and GNUstep Base's headers.
"""

import argparse
import fnmatch
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent.parent
MOCK = HERE / "mock"

# The include folders every Objective-C target of the package compiles with (Package.swift:
# `objcHeaderFlags` and the targets' public headers): the runtime mends, the faces, UIKit and the
# two SDKs.
PACKAGE_INCLUDES = [
    "Sources/ObjCRuntime/include",
    "Sources/ObjCFaces/include",
    "Sources/UIKitObjC/include",
    "Sources/GoogleMobileAdsObjC/include",
    "Sources/SampleAdSDKObjC/include",
]

# Warnings that are mismatches when a generated use draws them (all errors are). A warning without
# a flag (e.g. "initializing 'id<P>' with an expression of incompatible type") counts too: clang
# gives its type-safety warnings about Objective-C pointers no group.
MISMATCH_WARNINGS = {
    "incompatible-pointer-types", "incompatible-function-pointer-types", "int-conversion",
    "objc-method-access", "protocol", "mismatched-parameter-types", "mismatched-return-types",
    "method-signatures", "overriding-method-mismatch", "property-attribute-mismatch",
    "incompatible-property-type", "switch", "nullability", "enum-conversion",
    "objc-protocol-property-synthesis", "objc-property-implementation", "undeclared-selector",
    "objc-literal-conversion", "implicit-function-declaration", "receiver-forward-class",
    "objc-multiple-method-names", "strict-selector-match", "incompatible-pointer-types-discards-qualifiers",
    "objc-designated-initializers", "objc-unsafe-perform-selector",
}

# Flags of every generated compile: show every diagnostic, one per line, with its flag.
DIAGNOSTIC_FLAGS = [
    "-fsyntax-only", "-ferror-limit=0", "-fno-color-diagnostics", "-fno-caret-diagnostics",
    "-fdiagnostics-show-option", "-Wall", "-Wmethod-signatures", "-Woverriding-method-mismatch",
    "-Wproperty-attribute-mismatch", "-Wincompatible-property-type", "-Wnullability", "-Wprotocol",
    "-Wno-nullability-completeness", "-Wno-deprecated-declarations", "-Wno-unused",
    "-Wno-objc-property-synthesis", "-Wno-macro-redefined",
]


class ToolError(Exception):
    """A problem with the inputs or the machine (missing path, clang, GNUstep): exit status 2."""


# ---------------------------------------------------------------------------------------------
# Environments: the flags a side's headers compile with.
# ---------------------------------------------------------------------------------------------

def find_clang(explicit=None):
    """The clang to use: --clang, $CLANG, `clang` on PATH, or the toolchain's at /opt/swift."""
    for candidate in (explicit, os.environ.get("CLANG"), shutil.which("clang"), "/opt/swift/usr/bin/clang"):
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    raise ToolError("no clang found (give --clang PATH or put the Swift toolchain's clang on PATH)")


def gcc_objc_include():
    """GCC's include folder holding the objc/ headers of the linked libobjc (Package.swift's
    `gccObjCIncludeFolder`): the newest GCC for this machine's architecture."""
    arch = os.uname().machine
    arch = {"arm64": "aarch64"}.get(arch, arch)
    best = None
    for triple in sorted(Path("/usr/lib/gcc").glob(arch + "*")) if Path("/usr/lib/gcc").is_dir() else []:
        for version in triple.iterdir():
            folder = version / "include"
            if (folder / "objc/runtime.h").is_file():
                number = [int(p) if p.isdigit() else 0 for p in version.name.split(".")]
                if best is None or number > best[0]:
                    best = (number, str(folder))
    return best[1] if best else None


def swift_library_folder(clang):
    """The toolchain's usr/lib/swift (libdispatch's headers, Package.swift's `swiftLibraryFolder`)."""
    folder = Path(clang).resolve().parent.parent / "lib/swift"
    return str(folder) if (folder / "linux/libBlocksRuntime.so").is_file() else None


def gnustep_flags(clang):
    """Package.swift's `objcARCSettings` + `objcHeaderFlags`: ARC Objective-C on the GNUstep-1.9
    ABI with GNUstep Base's Foundation."""
    if not Path("/usr/include/GNUstep/Foundation/Foundation.h").is_file():
        raise ToolError("GNUstep Base's headers are missing: /usr/include/GNUstep/Foundation/Foundation.h "
                        "(Debian: libgnustep-base-dev)")
    flags = [
        "-fobjc-runtime=gnustep-1.9", "-fobjc-legacy-dispatch", "-fobjc-arc", "-fblocks", "-fobjc-exceptions",
        "-fexceptions", "-DOS_OBJECT_HAVE_OBJC_SUPPORT=1", "-DOS_OBJECT_USE_OBJC=1",
        "-fconstant-string-class=NSConstantString", "-DGNUSTEP", "-DGNUSTEP_BASE_LIBRARY=1", "-DGNU_RUNTIME=1",
        "-isystem", "/usr/include/GNUstep",
    ]
    gcc = gcc_objc_include()
    if gcc:
        flags += ["-iquote", gcc]
    swift = swift_library_folder(clang)
    if swift:
        flags += ["-idirafter", swift]
    return flags


class Side:
    """One side of the comparison: its headers, how they compile and which files are the SDK's."""

    def __init__(self, label, module, umbrella_include, flags, sdk_roots, defines="", environment=""):
        self.defines = defines                    # source between Apple's imports and the SDK's
        self.environment = environment            # what its Foundation/UIKit are, for messages
        self.label = label                        # "real" or "ours"
        self.module = module                      # the framework's name, e.g. SampleAdSDK
        self.umbrella_include = umbrella_include  # what `#import <...>` names, e.g. SampleAdSDK/SampleAdSDK.h
        self.flags = flags                        # clang flags (include paths, runtime, ARC)
        self.sdk_roots = [os.path.realpath(r) for r in sdk_roots]  # files under these are the SDK's

    def is_sdk_file(self, name):
        if not name or name.startswith("<"):
            return False
        real = os.path.realpath(name)
        return any(real == root or real.startswith(root.rstrip("/") + "/") for root in self.sdk_roots)

    def prelude(self):
        """What every generated file starts with: what an adapter's .m imports."""
        return (f"#import <Foundation/Foundation.h>\n#import <UIKit/UIKit.h>\n{self.defines}"
                f"#import <{self.umbrella_include}>\n")


def ours_side(clang, ours, module, umbrella=None):
    """Our headers: `--ours` is an include root holding <Module>/<Module>.h, compiled as the
    package's Objective-C targets are."""
    ours = Path(ours)
    if not ours.is_dir():
        raise ToolError(f"--ours: no such folder: {ours}")
    if umbrella:
        umbrella_path = Path(umbrella)
        if not umbrella_path.is_file():
            raise ToolError(f"--ours-umbrella: no such file: {umbrella_path}")
        include = os.path.relpath(umbrella_path.resolve(), ours.resolve())
    else:
        include = f"{module}/{module}.h"
        if not (ours / include).is_file():
            raise ToolError(f"--ours: no {include} in {ours} (give --module or --ours-umbrella)")
    flags = gnustep_flags(clang) + ["-I", str(ours.resolve())]
    for folder in PACKAGE_INCLUDES:
        path = (PACKAGE / folder).resolve()
        if path != ours.resolve() and path.is_dir():
            flags += ["-I", str(path)]
    return Side("ours", module, include, flags, [ours / Path(include).parent],
                environment="GNUstep's Foundation and our UIKit, with the package's Objective-C flags")


def link_tree(source, target):
    """Mirrors every header under `source` into `target` as symlinks (the real headers are never
    copied): `#import <Module/Sub/X.h>` and quoted includes both resolve."""
    for path in sorted(Path(source).rglob("*.h")):
        link = Path(target) / path.relative_to(source)
        link.parent.mkdir(parents=True, exist_ok=True)
        if not link.exists():
            link.symlink_to(path.resolve())


def real_side(clang, headers, umbrella, module, base, work):
    """The real headers as `<Module>/...` in a temporary include folder, compiled against the
    mock of Apple's modules (ci/fidelity/mock, default) or GNUstep's Foundation plus our UIKit."""
    headers = Path(headers)
    if not headers.exists():
        raise ToolError(f"--headers: no such path: {headers}")
    if headers.suffix == ".framework":
        module = module or headers.stem
        headers = headers / "Headers"
        if not headers.is_dir():
            raise ToolError(f"--headers: the framework has no Headers folder: {headers}")
    elif headers.name == "Headers" and headers.parent.suffix == ".framework":
        module = module or headers.parent.stem
    if not headers.is_dir():
        raise ToolError(f"--headers: not a folder: {headers}")
    if umbrella:
        umbrella = Path(umbrella)
        if not umbrella.is_file():
            raise ToolError(f"--umbrella: no such file: {umbrella}")
        module = module or umbrella.stem
    if not module:
        raise ToolError("cannot tell the framework's name: give --module (or --umbrella, or a .framework)")
    include_root = Path(work) / "real-include"
    folder = include_root / module
    link_tree(headers, folder)
    if umbrella:
        link = folder / umbrella.name
        if not link.exists():
            link.symlink_to(umbrella.resolve())
        include = f"{module}/{umbrella.name}"
    elif (folder / f"{module}.h").exists():
        include = f"{module}/{module}.h"
    else:
        # No umbrella: every header is public, as Xcode would make one.
        generated = Path(work) / "real-umbrella" / module / f"{module}.h"
        generated.parent.mkdir(parents=True, exist_ok=True)
        generated.write_text("".join(f"#import <{module}/{p.relative_to(folder)}>\n"
                                     for p in sorted(folder.rglob("*.h"))))
        include_root = generated.parent.parent
        include = f"{module}/{module}.h"
        link_tree(headers, include_root / module)
    uses_modules = any("@import " in p.read_text(errors="replace") for p in folder.rglob("*.h"))
    if base == "mock":
        if not (MOCK / "module.modulemap").is_file():
            raise ToolError(f"the mock of Apple's modules is missing: {MOCK}")
        flags = ["-fobjc-runtime=gnustep-1.9", "-fobjc-arc", "-fblocks", "-fobjc-exceptions",
                 "-I", str(include_root), "-I", str(MOCK)]
        if uses_modules:
            flags += ["-fmodules", f"-fmodules-cache-path={Path(work) / 'module-cache'}"]
    # Apple's AvailabilityMacros.h spellings, which neither the mock nor GNUstep defines and
    # GMA's headers use on enumerators and methods.
    defines = ("#ifndef DEPRECATED_ATTRIBUTE\n#define DEPRECATED_ATTRIBUTE __attribute__((deprecated))\n#endif\n"
               "#ifndef DEPRECATED_MSG_ATTRIBUTE\n#define DEPRECATED_MSG_ATTRIBUTE(s) __attribute__((deprecated(s)))\n"
               "#endif\n")
    if base == "gnustep":
        flags = gnustep_flags(clang) + ["-I", str(include_root)]
        for name in PACKAGE_INCLUDES:
            if not (PACKAGE / name / module).is_dir():  # never our headers of the same SDK
                flags += ["-I", str((PACKAGE / name).resolve())]
        # GNUstep's NSObjCRuntime.h defines NS_UNAVAILABLE as nothing; the real headers mean
        # Apple's `__attribute__((unavailable))`.
        defines += "#undef NS_UNAVAILABLE\n#define NS_UNAVAILABLE __attribute__((unavailable))\n"
    roots = [folder, headers] + ([umbrella] if umbrella else [])
    environment = ("the mock of Apple's modules, ci/fidelity/mock (try --base gnustep)" if base == "mock"
                   else "GNUstep's Foundation and our UIKit (try --base mock)")
    return Side("real", module, include, flags, roots, defines, environment)


# ---------------------------------------------------------------------------------------------
# Reading a side's declarations from clang's AST dump.
# ---------------------------------------------------------------------------------------------

class Node:
    """One line of `clang -Xclang -ast-dump`: kind, address, where it is and the rest of its text."""
    __slots__ = ("kind", "addr", "depth", "file", "line", "col", "begin", "text", "children")

    def __init__(self, kind, addr, depth, text):
        self.kind, self.addr, self.depth, self.text = kind, addr, depth, text
        self.file = self.line = self.col = None
        self.begin = None  # (file, line, col) of the range's start
        self.children = []

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()


PREFIX_RE = re.compile(r"^((?:[| ] )*)[|`]-")
HEAD_RE = re.compile(r"^(?P<kind>[A-Za-z_][\w]*)(?: (?P<addr>0x[0-9a-f]+))?(?P<rest>.*)$")
LOC_RE = re.compile(r"^(?:line:(?P<l>\d+):(?P<lc>\d+)|col:(?P<c>\d+)|(?P<file>.+?):(?P<fl>\d+):(?P<fc>\d+))$")


def parse_ast(text):
    """Parses the text dump into a tree, tracking the current file as clang prints it: a location
    names its file and line only when they differ from the last location printed."""
    state = {"file": None, "line": None}

    def location(token):
        token = token.strip()
        if token.startswith("<") or not token:
            return None  # <invalid sloc>, <built-in>, <scratch space>
        m = LOC_RE.match(token)
        if not m:
            return None
        if m.group("file") is not None:
            state["file"], state["line"] = m.group("file"), int(m.group("fl"))
            return (state["file"], state["line"], int(m.group("fc")))
        if m.group("l") is not None:
            state["line"] = int(m.group("l"))
            return (state["file"], state["line"], int(m.group("lc")))
        return (state["file"], state["line"], int(m.group("c")))

    root = Node("TranslationUnitDecl", None, 0, "")
    stack = [root]
    for raw in text.splitlines():
        m = PREFIX_RE.match(raw)
        if not m:
            continue
        depth = len(m.group(1)) // 2 + 1
        body = raw[m.end():]
        head = HEAD_RE.match(body)
        if not head:
            node = Node("", None, depth, body)
        else:
            node = Node(head.group("kind"), head.group("addr"), depth, "")
            rest = head.group("rest")
            for word in ("prev", "parent"):
                m2 = re.match(r"^ %s 0x[0-9a-f]+" % word, rest)
                if m2:
                    rest = rest[m2.end():]
            if rest.startswith(" <"):
                # The range: <begin[, end]>, whose parts may themselves be <invalid sloc>.
                level, end = 0, None
                for i, ch in enumerate(rest[1:], 1):
                    if ch == "<":
                        level += 1
                    elif ch == ">":
                        level -= 1
                        if level == 0:
                            end = i
                            break
                if end is not None:
                    parts = rest[2:end]
                    pieces = [p for p in re.split(r", (?![^<]*>)", parts)]
                    for index, piece in enumerate(pieces):
                        # A macro location may add ` <Spelling=...>`, printed (and so tracked) after it.
                        first, _, spelling = piece.partition(" <Spelling=")
                        loc = location(first)
                        if spelling:
                            location(spelling.rstrip(">"))
                        if index == 0:
                            node.begin = loc
                    rest = rest[end + 1:]
                    m3 = re.match(r"^ (\S+)", rest)
                    if m3 and LOC_RE.match(m3.group(1)):
                        loc = location(m3.group(1))
                        if loc:
                            node.file, node.line, node.col = loc
                        rest = rest[m3.end():]
                    elif node.begin:
                        node.file, node.line, node.col = node.begin
            node.text = rest
        while len(stack) > depth:
            stack.pop()
        stack[-1].children.append(node)
        stack.append(node)
    return root


def split_typed(text):
    """`name 'sugared':'canonical' words...` -> (name-or-words-before, sugared, canonical, after)."""
    m = re.search(r"'", text)
    if not m:
        return text.strip(), None, None, ""
    before = text[:m.start()].strip()
    rest = text[m.start():]
    m2 = re.match(r"'([^']*)'(?::'([^']*)')?", rest)
    if not m2:
        return before, None, None, rest
    return before, m2.group(1), m2.group(2), rest[m2.end():]


ARC_TOP_RE = re.compile(r"\s*\b(__strong|__unsafe_unretained|__autoreleasing|__weak)\b(?=\s*(?:[),]|$))")


# clang prints an attribute given by a macro with the macro's name (`GAD_DEPRECATED_MSG_ATTRIBUTE
# NSString *`): all capitals with an underscore, which no type name of these SDKs is.
ATTRIBUTE_MACRO_RE = re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b\s*")


def clean_type(spelled):
    """A printed type made spellable as a C type-name: the implicit ARC ownership of a value (its
    top level, and that of each block parameter) dropped; nested ones (NSError *__autoreleasing *)
    kept, as they are part of the type."""
    if spelled is None:
        return None
    spelled = ATTRIBUTE_MACRO_RE.sub("", spelled)
    spelled = ARC_TOP_RE.sub("", spelled)
    spelled = re.sub(r"\s+", " ", spelled).strip()
    spelled = spelled.replace("( ", "(").replace(" )", ")")
    return spelled


def unspellable(spelled):
    return spelled is None or "(unnamed" in spelled or "(anonymous" in spelled or "<dependent" in spelled


class Method:
    def __init__(self, selector, instance, ret, params, variadic, unavailable, optional=False):
        self.selector, self.instance, self.ret, self.params = selector, instance, ret, params
        self.variadic, self.unavailable, self.optional = variadic, unavailable, optional

    def pieces(self):
        return self.selector.split(":")[:-1] if self.params else [self.selector]

    def declaration(self):
        sign = "-" if self.instance else "+"
        if not self.params:
            return f"{sign} ({self.ret}){self.selector}"
        parts = [f"{piece}:({ptype})" for piece, (_, ptype) in zip(self.pieces(), self.params)]
        return f"{sign} ({self.ret})" + " ".join(parts) + (", ..." if self.variadic else "")


class Prop:
    def __init__(self, name, type_, attrs, getter, setter, optional=False):
        self.name, self.type, self.attrs, self.getter, self.setter = name, type_, attrs, getter, setter
        self.optional = optional

    @property
    def is_class(self):
        return "class" in self.attrs

    @property
    def readonly(self):
        return "readonly" in self.attrs

    def attribute_list(self, with_ownership=True):
        """The attributes to redeclare it with: one ownership word, atomicity, access, accessors."""
        out = []
        if self.is_class:
            out.append("class")
        out.append("atomic" if "atomic" in self.attrs else "nonatomic")
        if with_ownership:
            for word, spelled in (("copy", "copy"), ("weak", "weak"), ("strong", "strong"), ("retain", "strong"),
                                  ("assign", "assign"), ("unsafe_unretained", "unsafe_unretained")):
                if word in self.attrs:
                    out.append(spelled)
                    break
        out.append("readonly" if self.readonly else "readwrite")
        if self.getter:
            out.append(f"getter={self.getter}")
        if self.setter:
            out.append(f"setter={self.setter}")
        if "null_resettable" in self.attrs:
            out.append("null_resettable")
        return out

    def declaration(self):
        return f"@property({', '.join(self.attribute_list())}) {self.type} {self.name}"


class Container:
    """An @interface (merged with its categories) or an @protocol."""

    def __init__(self, name, is_protocol):
        self.name, self.is_protocol = name, is_protocol
        self.superclass = None
        self.protocols = []
        self.props = {}
        self.methods = {}      # (instance, selector) -> Method
        self.defined = False   # has an @interface/@protocol body in the SDK (not only categories)
        self.restricted = False  # objc_subclassing_restricted

    def key(self, member):
        if isinstance(member, Prop):
            return f"{'+' if member.is_class else ''}{self.name}.{member.name}"
        return f"{'-' if member.instance else '+'}[{self.name} {member.selector}]"


class Model:
    """Everything one side's SDK headers declare."""

    def __init__(self):
        self.classes, self.protocols = {}, {}
        self.typedefs = {}   # name -> (type, record-or-None)
        self.enums = {}      # key -> dict(name, tag, underlying, constants=[(name, value)])
        self.records = {}    # spelling (typedef name or `struct X`) -> dict(tag, fields=[(name, type)])
        self.tags = set()    # `struct X` tags the headers define
        self.functions = {}  # name -> dict(type, ret, params, variadic)
        self.variables = {}  # name -> type (as printed, ARC qualifiers kept)
        self.diagnostics = []


_SOURCE_CACHE = {}


def source_lines(name):
    if name not in _SOURCE_CACHE:
        try:
            _SOURCE_CACHE[name] = Path(name).read_text(errors="replace").splitlines()
        except OSError:
            _SOURCE_CACHE[name] = []
    return _SOURCE_CACHE[name]


def source_at(loc, length=200):
    """The source text at a (file, line, col), to tell `@class X;` from `@interface X ...`."""
    if not loc or not loc[0]:
        return ""
    lines = source_lines(loc[0])
    if not 0 < loc[1] <= len(lines):
        return ""
    text = lines[loc[1] - 1][loc[2] - 1:]
    for extra in lines[loc[1]:loc[1] + 3]:
        text += "\n" + extra
    return text[:length]


def optional_sections(protocol_node):
    """For a protocol's methods: whether each method line is under @optional, read from the source
    (clang's text dump marks optional properties, not optional methods)."""
    begin = protocol_node.begin
    if not begin or not begin[0]:
        return lambda loc: False
    lines = source_lines(begin[0])
    marks = []  # (line, optional?)
    end_line = len(lines)
    for number in range(begin[1], end_line + 1):
        line = re.sub(r"//.*$", "", lines[number - 1])
        for m in re.finditer(r"@(optional|required|end)\b", line):
            if m.group(1) == "end":
                end_line = number
                break
            marks.append((number, m.group(1) == "optional"))
        if end_line == number:
            break

    def is_optional(loc):
        if not loc or loc[0] != begin[0]:
            return False
        state = False
        for number, optional in marks:
            if number <= loc[1]:
                state = optional
        return state
    return is_optional


def member_of(node, container, optional_at=None):
    """Adds an ObjCPropertyDecl or explicit ObjCMethodDecl child to a Container."""
    if node.kind == "ObjCPropertyDecl":
        name, sugared, canonical, after = split_typed(node.text)
        attrs = set(after.split())
        getter = setter = None
        for child in node.children:
            m = re.match(r"^(getter|setter) ObjCMethod 0x[0-9a-f]+ '([^']*)'", child.kind + child.text
                         if child.kind in ("getter", "setter") else "")
            if m:
                if m.group(1) == "getter" and m.group(2) != name.split()[-1]:
                    getter = m.group(2)
                elif m.group(1) == "setter":
                    default = "set" + name.split()[-1][:1].upper() + name.split()[-1][1:] + ":"
                    if m.group(2) != default:
                        setter = m.group(2)
        prop_name = name.split()[-1] if name else ""
        if not prop_name or unspellable(sugared):
            return
        prop = Prop(prop_name, clean_type(sugared), attrs, getter, setter,
                    optional="optional" in attrs and container.is_protocol)
        container.props[prop_name] = prop
    elif node.kind == "ObjCMethodDecl":
        m = re.match(r"^\s*(?P<flags>(?:\w+ )*)(?P<sign>[-+]) (?P<sel>\S+) (?P<typed>.*)$", node.text)
        if not m or "implicit" in m.group("flags").split():
            return
        _, ret, _, after = split_typed(m.group("typed"))
        params = []
        unavailable = False
        for child in node.children:
            if child.kind == "ParmVarDecl":
                pname, ptype, _, _ = split_typed(child.text)
                params.append((pname.split()[-1] if pname else f"a{len(params)}", clean_type(ptype)))
            elif child.kind == "UnavailableAttr":
                unavailable = True
        method = Method(m.group("sel"), m.group("sign") == "-", clean_type(ret), params,
                        "variadic" in after.split(), unavailable,
                        optional=bool(optional_at and optional_at(node.begin)))
        container.methods[(method.instance, method.selector)] = method


def read_model(clang, side, work):
    """Dumps the AST of `#import <umbrella>` and keeps the declarations of the SDK's own files."""
    tu = Path(work) / f"{side.label}-model.m"
    tu.write_text(side.prelude())
    result = subprocess.run([clang, "-fsyntax-only", "-fno-color-diagnostics", "-Xclang", "-ast-dump"]
                            + side.flags + [str(tu)], capture_output=True, text=True)
    model = Model()
    for line in result.stderr.splitlines():
        m = re.match(r"^(.*?):(\d+):(\d+): (error|fatal error): (.*)$", line)
        if m:
            model.diagnostics.append(line)
        if m and m.group(4) == "fatal error":
            # Nothing after this point was read: a partial model would prove nothing.
            raise ToolError(f"the {side.label} headers do not compile against {side.environment}:\n  {line}")
    if result.returncode != 0 and not result.stdout.strip():
        raise ToolError(f"clang could not read the {side.label} headers:\n" + result.stderr[-4000:])
    root = parse_ast(result.stdout)
    top = root.children[0].children if root.children and root.children[0].kind == "TranslationUnitDecl" \
        else root.children
    records_by_addr = {}
    for node in top:
        if not side.is_sdk_file(node.file):
            continue
        kind = node.kind
        if kind == "ObjCInterfaceDecl":
            name = node.text.split()[-1] if node.text.split() else None
            if not name or re.match(r"@class\b", source_at(node.begin)):
                continue  # `@class X;` names a class, declares nothing
            cls = model.classes.setdefault(name, Container(name, False))
            cls.defined = True
            for child in node.children:
                if child.kind == "super":
                    m = re.search(r"'([^']*)'", child.text)
                    cls.superclass = m.group(1) if m else None
                elif child.kind == "ObjCProtocol":
                    m = re.search(r"'([^']*)'", child.text)
                    if m and m.group(1) not in cls.protocols:
                        cls.protocols.append(m.group(1))
                elif child.kind == "ObjCSubclassingRestrictedAttr":
                    cls.restricted = True
                else:
                    member_of(child, cls)
        elif kind == "ObjCCategoryDecl":
            target = None
            for child in node.children:
                if child.kind == "ObjCInterface":
                    m = re.search(r"'([^']*)'", child.text)
                    target = m.group(1) if m else None
            if not target:
                continue
            cls = model.classes.setdefault(target, Container(target, False))
            for child in node.children:
                if child.kind == "ObjCProtocol":
                    m = re.search(r"'([^']*)'", child.text)
                    if m and m.group(1) not in cls.protocols:
                        cls.protocols.append(m.group(1))
                else:
                    member_of(child, cls)
        elif kind == "ObjCProtocolDecl":
            name = node.text.split()[-1] if node.text.split() else None
            if not name or re.match(r"@protocol\s+\w+\s*[;,]", source_at(node.begin)):
                continue  # `@protocol P;`
            proto = model.protocols.setdefault(name, Container(name, True))
            proto.defined = True
            optional_at = optional_sections(node)
            for child in node.children:
                if child.kind == "ObjCProtocol":
                    m = re.search(r"'([^']*)'", child.text)
                    if m and m.group(1) not in proto.protocols:
                        proto.protocols.append(m.group(1))
                elif child.kind == "ObjCMethodDecl":
                    member_of(child, proto, optional_at)
                else:
                    member_of(child, proto)
        elif kind == "RecordDecl":
            m = re.match(r"^\s*(?:\w+ )*?(struct|union) (?:(\w+) )?definition", node.text)
            if not m:
                continue
            fields = []
            for child in node.children:
                if child.kind == "FieldDecl":
                    fname, ftype, _, _ = split_typed(child.text)
                    fields.append((fname.split()[-1], clean_type(ftype)))
            record = {"tag": f"{m.group(1)} {m.group(2)}" if m.group(2) else None, "fields": fields}
            records_by_addr[node.addr] = record
            if record["tag"]:
                model.tags.add(record["tag"])
                model.records[record["tag"]] = record
        elif kind == "TypedefDecl":
            name, sugared, canonical, _ = split_typed(node.text)
            name = name.split()[-1] if name else None
            if not name:
                continue
            record = None
            for sub in node.walk():
                if sub.kind == "Record" and sub.addr in records_by_addr:
                    record = records_by_addr[sub.addr]
            if record is not None and not record["tag"]:
                model.records[name] = record
                model.typedefs[name] = (None, record)  # typedef of an unnamed struct: fields only
            else:
                model.typedefs[name] = (clean_type(sugared), record)
        elif kind == "EnumDecl":
            before, underlying, _, _ = split_typed(node.text)
            tag = before.split()[-1] if before.split() else None
            constants = []
            value = -1
            for child in node.children:
                if child.kind != "EnumConstantDecl":
                    continue
                cname, _, _, _ = split_typed(child.text)
                explicit = None
                for sub in child.walk():
                    # The initializer's `value: Int N` line (HEAD_RE reads it as kind "value").
                    m = re.match(r"^: Int (-?\d+)", sub.text) if sub.kind == "value" else None
                    if m:
                        explicit = int(m.group(1))
                        break
                value = explicit if explicit is not None else value + 1
                constants.append((cname.split()[-1], value))
            if not constants:
                continue  # the forward declaration NS_ENUM makes before the body
            key = tag or clean_type(underlying)
            model.enums[key] = {"tag": tag, "name": tag or clean_type(underlying),
                                "underlying": clean_type(underlying), "constants": constants}
        elif kind == "FunctionDecl":
            name, sugared, _, after = split_typed(node.text)
            name = name.split()[-1] if name else None
            if not name or unspellable(sugared):
                continue
            params = []
            for child in node.children:
                if child.kind == "ParmVarDecl":
                    pname, ptype, _, _ = split_typed(child.text)
                    params.append(clean_type(ptype))
            ftype = clean_type(sugared)
            ret = ftype.split("(")[0].strip() if ftype else None
            model.functions[name] = {"type": ftype, "ret": ret, "params": params,
                                     "variadic": "..." in (sugared or "")}
        elif kind == "VarDecl":
            name, sugared, _, after = split_typed(node.text)
            name = name.split()[-1] if name else None
            if name and not unspellable(sugared):
                model.variables[name] = re.sub(r"\s+", " ", ATTRIBUTE_MACRO_RE.sub("", sugared)).strip()
    # A struct with a tag and a typedef (`typedef struct X X;`) has its fields checked under the
    # typedef's name, the spelling adapters use; the tag itself is still probed.
    for name, (type_, _) in list(model.typedefs.items()):
        if type_ and type_ in model.records and type_.startswith(("struct ", "union ")):
            model.records[name] = model.records.pop(type_)
    # The underlying-type typedef of an NS_OPTIONS names its (unnamed) enum.
    for key, enum in list(model.enums.items()):
        if not enum["tag"] and enum["underlying"] in model.typedefs:
            enum["name"] = enum["underlying"]
    return model


# ---------------------------------------------------------------------------------------------
# Generating uses.
# ---------------------------------------------------------------------------------------------

def var(type_, name):
    """A declaration of `name` with a type given as a type-name (blocks and function pointers
    included, which a plain `T name` cannot spell)."""
    if re.fullmatch(r"[\w\s\*<>,]+", type_ or "") and "(" not in type_:
        return f"{type_} {name}"
    return f"__typeof__({type_}) {name}"


def default_return(ret):
    """A body returning a value of `ret`, for implementations of protocol methods."""
    if ret == "void":
        return "{}"
    if "instancetype" in ret:
        return "{ return (id)0; }"  # the mock of Apple's modules has no `nil`
    return "{ static " + var(ret, "r") + "; return r; }"


def is_init(method):
    s = method.selector
    return method.instance and re.match(r"init(?:[A-Z:]|$)", s) is not None


class Writer:
    """A generated source file whose lines each remember the member they use. Its imports (the
    prelude) are those of the side it is compiled against, added by compile_file."""

    def __init__(self, head=""):
        self.lines = head.splitlines()
        self.keys = [None] * len(self.lines)
        self.described = {}
        self.counter = 0

    def add(self, text, key=None, description=None):
        for line in text.splitlines():
            self.lines.append(line)
            self.keys.append(key)
        if key and description and key not in self.described:
            self.described[key] = description

    def fresh(self, stem="GACUse"):
        self.counter += 1
        return f"{stem}_{self.counter}"

    def text(self, prelude):
        return prelude + "\n".join(self.lines) + "\n"


def signature(method):
    """A method's declaration as this side spells it, parameters named a0, a1, ..."""
    sign = "-" if method.instance else "+"
    if not method.params:
        return f"{sign} ({method.ret}){method.selector}"
    parts = " ".join(f"{piece}:({t})a{i}" for i, (piece, (_, t)) in enumerate(zip(method.pieces(), method.params)))
    return f"{sign} ({method.ret}){parts}" + (", ..." if method.variadic else "")


def send(receiver, method, args):
    if not method.params:
        return f"[{receiver} {method.selector}]"
    parts = " ".join(f"{piece}:{arg}" for piece, arg in zip(method.pieces(), args))
    return f"[{receiver} {parts}]"


def result_type(method, receiver_type):
    """The static type of a send's result: instancetype (and init's related result) is the receiver's."""
    ret = method.ret
    if "instancetype" in ret or (is_init(method) and ret.startswith("id") and "<" not in ret):
        return receiver_type
    return ret


def probe_file(model, side):
    """One line per top-level declaration, to learn which exist on the other side before using
    their members (a missing class is one mismatch, not one per member)."""
    w = Writer()
    for name, cls in sorted(model.classes.items()):
        if cls.defined:
            w.add(f"void {w.fresh('GACProbe')}(void) {{ (void)[{name} alloc]; }}", f"@interface {name}",
                  f"@interface {name}" + (f" : {cls.superclass}" if cls.superclass else ""))
        else:
            w.add(f"void {w.fresh('GACProbe')}({name} *obj) {{ (void)obj; }}", f"@interface {name}",
                  f"class {name} (categories)")
    for name in sorted(model.protocols):
        w.add(f"void {w.fresh('GACProbe')}(id<{name}> obj) {{ (void)obj; }}", f"@protocol {name}",
              f"@protocol {name}")
    for name, (type_, record) in sorted(model.typedefs.items()):
        w.add(f"typedef {name} {w.fresh('GACProbeT')};", f"typedef {name}",
              f"typedef {type_ or 'struct {...}'} {name}")
    for key, enum in sorted(model.enums.items()):
        if enum["tag"]:
            w.add(f"void {w.fresh('GACProbe')}(void) {{ (void)sizeof(enum {enum['tag']}); }}", f"enum {key}",
                  f"enum {key} : {enum['underlying']}")
    for tag in sorted(model.tags):
        w.add(f"void {w.fresh('GACProbe')}(void) {{ (void)sizeof({tag}); }}", tag, tag)
    for name, fn in sorted(model.functions.items()):
        w.add(f"void {w.fresh('GACProbe')}(void) {{ (void)&{name}; }}", f"{name}()", f"{fn['type']} {name}")
    for name, type_ in sorted(model.variables.items()):
        w.add(f"void {w.fresh('GACProbe')}(void) {{ (void)&{name}; }}", name, f"{type_} {name}")
    return w


def protocol_members(model, proto, required_only, seen=None, seen_methods=None):
    """A protocol's methods and properties with the SDK protocols it inherits from, each as
    (declaring protocol, member), a method redeclared by an ancestor once; only the required ones
    when `required_only`."""
    seen = seen if seen is not None else set()
    seen_methods = seen_methods if seen_methods is not None else set()
    if proto.name in seen:
        return [], []
    seen.add(proto.name)
    methods = [(proto, m) for m in proto.methods.values() if not (required_only and m.optional)
               and (m.instance, m.selector) not in seen_methods]
    seen_methods.update((m.instance, m.selector) for _, m in methods)
    props = [(proto, p) for p in proto.props.values() if not (required_only and p.optional)]
    for parent in proto.protocols:
        if parent in model.protocols:
            more_m, more_p = protocol_members(model, model.protocols[parent], required_only, seen, seen_methods)
            methods += more_m
            props += more_p
    return methods, props


def uses_file(model, side, present):
    """The adapter-style .m: every member used as an adapter would."""
    w = Writer()
    for name, cls in sorted(model.classes.items()):
        if f"@interface {name}" not in present:
            continue
        ctype = f"{name} *"
        if cls.superclass and cls.defined:
            w.add(f"void {w.fresh()}({ctype}obj) {{ {cls.superclass} *up = obj; (void)up; }}",
                  f"{name} : {cls.superclass}", f"@interface {name} : {cls.superclass}")
        for proto in cls.protocols:
            w.add(f"void {w.fresh()}({ctype}obj) {{ id<{proto}> conforming = obj; (void)conforming; }}",
                  f"{name} <{proto}>", f"@interface {name} <{proto}>")
        for prop in cls.props.values():
            key = cls.key(prop)
            receiver = name if prop.is_class else "obj"
            params = "void" if prop.is_class else f"{ctype}obj"
            body = f"{var(prop.type, 'value')} = {receiver}.{prop.name};"
            if prop.getter:
                body += f" value = [{receiver} {prop.getter}];"
            if not prop.readonly:
                body += f" {receiver}.{prop.name} = value;"
                if prop.setter:
                    body += f" [{receiver} {prop.setter}value];"
            w.add(f"void {w.fresh()}({params}) {{ {body} (void)value; }}", key, prop.declaration())
        for method in cls.methods.values():
            if method.unavailable:
                continue
            key = cls.key(method)
            args = [f"a{i}" for i in range(len(method.params))]
            params = ([] if not method.instance or is_init(method) else [f"{ctype}obj"]) + \
                [var(t, a) for (_, t), a in zip(method.params, args)]
            receiver = f"[{name} alloc]" if is_init(method) else ("obj" if method.instance else name)
            call = send(receiver, method, args)
            ret = result_type(method, ctype)
            body = f"{call};" if ret == "void" else f"{var(ret, 'result')} = {call}; (void)result;"
            w.add(f"void {w.fresh()}({', '.join(params) or 'void'}) {{ {body} }}", key, method.declaration())
        # Redeclaring every member in a subclass makes clang compare it with the other side's
        # declaration: a property's attributes (copy, weak, atomicity, getter, readonly), and the
        # nullability of each method's and accessor's result and parameters (an explicit
        # `_Nonnull` against `_Nullable`).
        if (cls.props or cls.methods) and cls.defined and not cls.restricted:
            w.add(f"@interface GACCheck_{name} : {name}")
            for prop in cls.props.values():
                sign = "+" if prop.is_class else "-"
                getter = prop.getter or prop.name
                setter = prop.setter or f"set{prop.name[:1].upper()}{prop.name[1:]}:"
                w.add(f"@property({', '.join(prop.attribute_list())}) {prop.type} {prop.name};", cls.key(prop))
                w.add(f"{sign} ({prop.type}){getter};", cls.key(prop))
                if not prop.readonly:
                    w.add(f"{sign} (void){setter}({prop.type})value;", cls.key(prop))
            for method in cls.methods.values():
                if not method.unavailable:
                    w.add(f"{signature(method)};", cls.key(method))
            w.add("@end")
    for name, proto in sorted(model.protocols.items()):
        if f"@protocol {name}" not in present:
            continue
        for parent in proto.protocols:
            w.add(f"void {w.fresh()}(id<{name}> obj) {{ id<{parent}> up = obj; (void)up; }}",
                  f"<{name}> : <{parent}>", f"@protocol {name} <{parent}>")
        for prop in proto.props.values():
            key = proto.key(prop)
            if prop.is_class:
                body = f"{var(prop.type, 'value')} = [cls {prop.getter or prop.name}];"
            else:
                body = f"{var(prop.type, 'value')} = obj.{prop.name};"
                if not prop.readonly:
                    body += f" obj.{prop.name} = value;"
            params = f"Class<{name}> cls" if prop.is_class else f"id<{name}> obj"
            w.add(f"void {w.fresh()}({params}) {{ {body} (void)value; }}", key,
                  ("@optional " if prop.optional else "") + prop.declaration())
        for method in proto.methods.values():
            if method.unavailable:
                continue
            key = proto.key(method)
            args = [f"a{i}" for i in range(len(method.params))]
            receiver = "obj" if method.instance else "cls"
            first = f"id<{name}> obj" if method.instance else f"Class<{name}> cls"
            params = [first] + [var(t, a) for (_, t), a in zip(method.params, args)]
            ret = result_type(method, f"id<{name}>")
            call = send(receiver, method, args)
            body = f"{call};" if ret == "void" else f"{var(ret, 'result')} = {call}; (void)result;"
            w.add(f"void {w.fresh()}({', '.join(params)}) {{ {body} }}", key,
                  ("@optional " if method.optional else "") + method.declaration())
        # A class adopting the protocol with every member spelled as this side spells it (the
        # other side's declarations must accept the implementation), and one implementing only
        # this side's required members (the other side must require no more).
        for label, (methods, props) in (("Adopt", protocol_members(model, proto, False)),
                                        ("Required", protocol_members(model, proto, True))):
            key_all = f"<{name}> ({'required members' if label == 'Required' else 'implemented'})"
            w.add(f"@interface GAC{label}_{name} : NSObject <{name}>", key_all,
                  f"a class implementing {'only the required members' if label == 'Required' else 'every member'} of <{name}>")
            for owner, prop in props:
                w.add(f"@property({', '.join(prop.attribute_list())}) {prop.type} {prop.name};", owner.key(prop))
            w.add("@end", key_all)
            w.add(f"@implementation GAC{label}_{name}", key_all)
            for owner, prop in props:
                if prop.is_class:
                    w.add(f"+ ({prop.type}){prop.getter or prop.name} {default_return(prop.type)}", key_all)
                    if not prop.readonly:
                        w.add(f"+ (void){prop.setter or 'set' + prop.name[:1].upper() + prop.name[1:] + ':'}"
                              f"({prop.type})value {{}}", key_all)
            for owner, method in methods:
                w.add(f"{signature(method)} {default_return(method.ret)}", owner.key(method))
            w.add("@end", key_all)
    for key, enum in sorted(model.enums.items()):
        ename = enum["name"]
        if f"typedef {ename}" not in present and f"enum {key}" not in present:
            continue
        seen_values, cases = set(), []
        for cname, value in enum["constants"]:
            w.add(f"_Static_assert({cname} == {value}, \"{cname} == {value}\");", f"{ename}.{cname}",
                  f"{cname} = {value}")
            if value not in seen_values:
                seen_values.add(value)
                cases.append(cname)
        etype = ename if f"typedef {ename}" in present else f"enum {enum['tag']}"
        w.add(f"void {w.fresh()}({etype} e) {{ switch (e) {{ "
              + " ".join(f"case {c}:" for c in cases) + " break; } }", f"enum {ename}",
              f"enum {ename} {{ " + ", ".join(c for c, _ in enum["constants"]) + " }")
    for name, (type_, record) in sorted(model.typedefs.items()):
        if f"typedef {name}" not in present or not type_ or "(^" not in type_:
            continue
        # A block of the typedef, written with the parameter types this side declares.
        ret, params = split_block(type_)
        if ret is None:
            continue
        plist = ", ".join(var(t, f"a{i}") for i, t in enumerate(params)) or "void"
        body = "{}" if ret == "void" else "{ static " + var(ret, "r") + "; return r; }"
        w.add(f"void {w.fresh()}(void) {{ {name} block = ^{ret if ret != 'void' else 'void'} ({plist}) {body}; "
              f"(void)block; }}", f"typedef {name}", f"typedef {type_} {name}")
    for rname, record in sorted(model.records.items()):
        present_key = f"typedef {rname}" if not rname.startswith(("struct ", "union ")) else rname
        if present_key not in present:
            continue
        previous = None
        for fname, ftype in record["fields"]:
            w.add(f"void {w.fresh()}({rname} *s) {{ {var(ftype, 'f')} = s->{fname}; s->{fname} = f; }}",
                  f"{rname}.{fname}", f"{ftype} {fname} (field of {rname})")
            if previous:
                w.add(f"_Static_assert(__builtin_offsetof({rname}, {previous}) < __builtin_offsetof({rname}, {fname}), "
                      f"\"{previous} before {fname}\");", f"{rname}.{fname}")
            previous = fname
    for name, fn in sorted(model.functions.items()):
        if f"{name}()" not in present:
            continue
        args = [f"a{i}" for i in range(len(fn["params"]))]
        params = ", ".join(var(t, a) for t, a in zip(fn["params"], args)) or "void"
        call = f"{name}({', '.join(args)})"
        ret = fn["ret"]
        body = f"{call};" if ret == "void" else f"{var(ret, 'result')} = {call}; (void)result;"
        w.add(f"void {w.fresh()}({params}) {{ {body} }}", f"{name}()", f"{fn['type']} {name}")
    for name, type_ in sorted(model.variables.items()):
        if name not in present:
            continue
        if type_.rstrip().endswith("]"):
            body = f"const void *p = {name}; (void)p;"
        else:
            body = f"{var(clean_type(type_), 'value')} = {name}; (void)value; (void)&{name};"
        w.add(f"void {w.fresh()}(void) {{ {body} }}", name, f"{type_} {name}")
    return w


def split_block(type_):
    """`R (^ nullability)(P1, P2)` -> (R, [P1, P2]); (None, None) when it is not that shape."""
    m = re.match(r"^(.*?)\(\^[^)]*\)\s*\((.*)\)$", type_)
    if not m:
        return None, None
    params, depth, current = [], 0, ""
    for ch in m.group(2):
        if ch in "(<":
            depth += 1
        elif ch in ")>":
            depth -= 1
        if ch == "," and depth == 0:
            params.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        params.append(current.strip())
    if params == ["void"]:
        params = []
    if "..." in params:
        return None, None
    return m.group(1).strip(), params


EXACT_PRELUDE = """
// GACExact<T>() converts to T only: passing it where another type is declared (even `id` for
// `NSString *`, which Objective-C accepts) picks the deleted conversion and fails.
template <class T> struct GACExact {
  operator T() const;
  template <class U> operator U() const = delete;
};
"""


def exact_file(model, side, present):
    """The exact-type .mm: every declared type compared by C++ type identity."""
    w = Writer(EXACT_PRELUDE)

    def same(expr_type, declared, key, message):
        w.add(f"static_assert(__is_same({expr_type}, {declared}), \"{message}\");", key)

    for name, cls in sorted(model.classes.items()):
        if f"@interface {name}" not in present:
            continue
        ctype = f"{name} *"
        for prop in cls.props.values():
            key = cls.key(prop)
            receiver = name if prop.is_class else "obj"
            fn = w.fresh("GACExact")
            w.add(f"void {fn}({'void' if prop.is_class else ctype + 'obj'}) {{", key, prop.declaration())
            same(f"decltype({receiver}.{prop.name})", prop.type, key, f"type of {prop.name}")
            if not prop.readonly:
                w.add(f"  {receiver}.{prop.name} = GACExact<{prop.type}>();", key)
            w.add("}", key)
        for method in cls.methods.values():
            if method.unavailable:
                continue
            key = cls.key(method)
            receiver = f"[{name} alloc]" if is_init(method) else ("obj" if method.instance else name)
            args = [f"GACExact<{t}>()" for _, t in method.params]
            fn = w.fresh("GACExact")
            w.add(f"void {fn}({ctype if method.instance else 'void'}{'obj' if method.instance else ''}) {{", key,
                  method.declaration())
            same(f"decltype({send(receiver, method, args)})", result_type(method, ctype), key,
                 f"result of {method.selector}")
            w.add("}", key)
    for name, proto in sorted(model.protocols.items()):
        if f"@protocol {name}" not in present:
            continue
        for prop in proto.props.values():
            if prop.is_class:
                continue
            key = proto.key(prop)
            w.add(f"void {w.fresh('GACExact')}(id<{name}> obj) {{", key, prop.declaration())
            same(f"decltype(obj.{prop.name})", prop.type, key, f"type of {prop.name}")
            if not prop.readonly:
                w.add(f"  obj.{prop.name} = GACExact<{prop.type}>();", key)
            w.add("}", key)
        for method in proto.methods.values():
            if method.unavailable:
                continue
            key = proto.key(method)
            receiver = "obj" if method.instance else "cls"
            first = f"id<{name}> obj" if method.instance else f"Class<{name}> cls"
            args = [f"GACExact<{t}>()" for _, t in method.params]
            w.add(f"void {w.fresh('GACExact')}({first}) {{", key, method.declaration())
            same(f"decltype({send(receiver, method, args)})", result_type(method, f"id<{name}>"), key,
                 f"result of {method.selector}")
            w.add("}", key)
    for name, (type_, record) in sorted(model.typedefs.items()):
        if f"typedef {name}" in present and type_ and not unspellable(type_):
            same(name, type_, f"typedef {name}", f"typedef {name}")
    for key, enum in sorted(model.enums.items()):
        if enum["tag"] and f"enum {key}" in present and enum["underlying"]:
            same(f"__underlying_type(enum {enum['tag']})", enum["underlying"], f"enum {enum['name']}",
                 f"underlying type of {enum['tag']}")
    for rname, record in sorted(model.records.items()):
        present_key = f"typedef {rname}" if not rname.startswith(("struct ", "union ")) else rname
        if present_key not in present:
            continue
        for fname, ftype in record["fields"]:
            same(f"decltype((({rname} *)0)->{fname})", ftype, f"{rname}.{fname}", f"type of {fname}")
    for name, fn in sorted(model.functions.items()):
        if f"{name}()" in present:
            same(f"decltype({name})", fn["type"], f"{name}()", f"type of {name}")
    for name, type_ in sorted(model.variables.items()):
        if name in present:
            same(f"decltype({name})", type_, name, f"type of {name}")
    return w


# ---------------------------------------------------------------------------------------------
# Compiling and reading the diagnostics.
# ---------------------------------------------------------------------------------------------

DIAG_RE = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|fatal error|warning): "
                     r"(?P<msg>.*?)(?: \[(?P<flag>-W[\w\-+=]+)(?:,[^\]]*)?\])?$")


def compile_file(clang, side, writer, path):
    """Compiles a generated file against a side; returns ({key: [messages]}, [other errors])."""
    prelude = side.prelude()
    offset = len(prelude.splitlines())
    Path(path).write_text(writer.text(prelude))
    extra = ["-x", "objective-c++", "-std=gnu++17"] if str(path).endswith(".mm") else ["-x", "objective-c"]
    result = subprocess.run([clang] + DIAGNOSTIC_FLAGS + extra + side.flags + [str(path)],
                            capture_output=True, text=True)
    by_key, other = {}, []
    target = os.path.realpath(path)
    for line in result.stderr.splitlines():
        m = DIAG_RE.match(line)
        if not m:
            continue
        flag = (m.group("flag") or "")[2:]
        if m.group("sev") == "warning" and flag and flag not in MISMATCH_WARNINGS:
            continue
        if m.group("sev") == "warning" and not flag and "incompatible" not in m.group("msg"):
            continue
        if os.path.realpath(m.group("file")) != target:
            if m.group("sev") != "warning":
                other.append(line)
            continue
        number = int(m.group("line")) - 1 - offset
        key = writer.keys[number] if 0 <= number < len(writer.keys) else None
        message = m.group("msg") + (f" [{m.group('flag')}]" if m.group("flag") else "")
        if key is None:
            other.append(f"{Path(path).name}:{number + 1 + offset}: {message}")
        else:
            by_key.setdefault(key, [])
            if message not in by_key[key]:
                by_key[key].append(message)
    return by_key, other


def load_explained(path):
    """`pattern | reason` lines (# comments); a pattern may start with `real ` or `ours ` to apply
    to one direction only, and uses * as a wildcard."""
    if not path:
        return []
    path = Path(path)
    if not path.is_file():
        raise ToolError(f"--explained: no such file: {path}")
    entries = []
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if "|" not in line:
            raise ToolError(f"{path}:{number}: expected `pattern | reason`")
        pattern, reason = (part.strip() for part in line.split("|", 1))
        side = None
        if pattern.startswith(("real ", "ours ")):
            side, pattern = pattern.split(" ", 1)
        entries.append((side, pattern.strip(), reason))
    return entries


def explanation(entries, side_label, key):
    for side, pattern, reason in entries:
        if (side is None or side == side_label) and fnmatch.fnmatchcase(key, pattern):
            return reason
    return None


def direction(clang, source, source_model, target, work, stem):
    """Uses made from `source`'s declarations, compiled against `target`'s headers (and against
    `source`'s own, to drop uses the tool could not make)."""
    result = {"mismatches": {}, "unmade": {}, "environment": [], "described": {}, "uses": 0, "fatal": []}
    probe = probe_file(source_model, source)
    own, own_other = compile_file(clang, source, probe, Path(work) / f"{stem}-probe-own.m")
    theirs, their_other = compile_file(clang, target, probe, Path(work) / f"{stem}-probe.m")
    result["environment"] += [f"{source.label} headers: {e}" for e in own_other] + \
        [f"{target.label} headers: {e}" for e in their_other]
    result["fatal"] += [e for e in own_other + their_other if "fatal error" in e]
    result["described"].update(probe.described)
    all_keys = {k for k in probe.keys if k}
    for key in own:
        result["unmade"][key] = own[key]
    for key, messages in theirs.items():
        if key not in own:
            result["mismatches"][key] = messages
    result["probe_failed"] = set(theirs)
    present = {k for k in all_keys if k not in own and k not in theirs}
    for label, writer, suffix in (("uses", uses_file(source_model, source, present), ".m"),
                                  ("exact", exact_file(source_model, source, present), ".mm")):
        result["described"].update(writer.described)
        result["uses"] += len({k for k in writer.keys if k})
        own, own_other = compile_file(clang, source, writer, Path(work) / f"{stem}-{label}-own{suffix}")
        theirs, their_other = compile_file(clang, target, writer, Path(work) / f"{stem}-{label}{suffix}")
        result["environment"] += [f"{source.label} headers ({label}{suffix}): {e}" for e in own_other] + \
            [f"{target.label} headers ({label}{suffix}): {e}" for e in their_other]
        # A fatal error stops clang: the uses after it were never compiled, so their silence
        # proves nothing.
        result["fatal"] += [e for e in own_other + their_other if "fatal error" in e]
        for key, messages in own.items():
            result["unmade"].setdefault(key, [])
            result["unmade"][key] += [m for m in messages if m not in result["unmade"][key]]
        for key, messages in theirs.items():
            if key in own:
                continue
            result["mismatches"].setdefault(key, [])
            result["mismatches"][key] += [m for m in messages if m not in result["mismatches"][key]]
    return result


NOT_FOUND_RE = re.compile(
    r"no visible @interface for .* declares the selector '(?P<a>[^']+)'|"
    r"no known (?:instance|class) method for selector '(?P<b>[^']+)'|"
    r"(?:instance|class) method '(?P<c>[^']+)' not found|"
    r"property '(?P<d>[^']+)' not found|"
    r"use of undeclared identifier '(?P<e>[^']+)'|"
    r"unknown type name '(?P<f>[^']+)'|"
    r"no member named '(?P<g>[^']+)'|"
    r"cannot find protocol declaration for '(?P<h>[^']+)'")


def member_name(key):
    """The name a key's declaration is found by: a selector, a property, a constant, a type."""
    m = re.match(r"^[-+]\[\S+ (.+)\]$", key)
    if m:
        return m.group(1)
    m = re.match(r"^(?:@interface|@protocol|typedef|enum|struct|union) (\S+)$", key)
    if m:
        return m.group(1)
    if key.endswith("()"):
        return key[:-2]
    return key.lstrip("+").split(".")[-1]


# Names the generated uses themselves declare: "undeclared" only after an earlier error.
GENERATED_NAME_RE = re.compile(r"^(?:value|result|obj|cls|up|conforming|block|e|s|f|r|p|a\d+)$")


def not_found_names(messages):
    names = set()
    for message in messages:
        for m in NOT_FOUND_RE.finditer(message):
            names.update(g for g in m.groups() if g and not GENERATED_NAME_RE.match(g))
    return names


def classify(result):
    """Splits a direction's failures into mismatches (the target declares it differently) and
    lacks (the target does not declare it, or a type it needs): {key: "mismatch"|"lack"|"covered"}.
    A use failing only for a name already listed as lacking (an enum's switch over a missing
    constant) is "covered" and not listed again."""
    failures = result["mismatches"]
    lacking = set()
    for key, messages in failures.items():
        if key in result["probe_failed"] or member_name(key) in not_found_names(messages):
            lacking.add(member_name(key))
    verdict = {}
    for key, messages in failures.items():
        names = not_found_names(messages)
        if key in result["probe_failed"] or member_name(key) in names:
            verdict[key] = "lack"
        elif names and names <= lacking:
            verdict[key] = "covered" if key.startswith(("enum ", "<")) else "lack"
        else:
            verdict[key] = "mismatch"
    return verdict


def run_check(clang, ours, real, work, explained, strict=False, out=sys.stdout):
    """Both directions; prints the report and returns the number of unexplained failures: every
    mismatch, every declaration of ours the real headers lack and, with `strict`, every
    declaration of theirs that ours lacks."""
    real_model = read_model(clang, real, work)
    ours_model = read_model(clang, ours, work)
    unexplained = 0
    print(f"Read {summary(real_model)} from the real headers ({real.umbrella_include}),", file=out)
    print(f"     {summary(ours_model)} from ours.", file=out)
    for model, side in ((real_model, real), (ours_model, ours)):
        if model.diagnostics:
            print(f"\nThe {side.label} headers do not compile cleanly in their environment:", file=out)
            for line in model.diagnostics[:20]:
                print(f"  {line}", file=out)
    for source_model, source, target, verb in ((real_model, real, ours, "Uses of the real headers, compiled against ours"),
                                               (ours_model, ours, real, "Uses of our headers, compiled against the real ones")):
        result = direction(clang, source, source_model, target, work, source.label)
        mismatches, lacks, kept = [], [], []
        verdict = classify(result)
        for key in sorted(result["mismatches"]):
            if verdict[key] == "covered":
                continue
            messages = result["mismatches"][key]
            described = result["described"].get(key, key)
            head = key if described == key else f"{key} `{described}`"
            more = f" (+{len(messages) - 1} more: {'; '.join(messages[1:3])})" if len(messages) > 1 else ""
            line = f"{source.label} {head}: {target.label} says {messages[0]}{more}"
            reason = explanation(explained, source.label, key)
            if reason:
                kept.append(line + f"\n      explained: {reason}")
            else:
                (lacks if verdict[key] == "lack" else mismatches).append(line)
        # A real declaration ours lacks is for a person to weigh (ours may declare only what
        # adapters use); a declaration of ours the real headers lack is a use that compiles here
        # and fails in Xcode.
        counted = len(mismatches) + (len(lacks) if strict or source.label == "ours" else 0)
        unexplained += counted
        if result["fatal"]:
            unexplained += 1
            print(f"\n== {verb}: NOT PROVED, clang stopped: {result['fatal'][0]}", file=out)
        print(f"\n== {verb}: {result['uses']} uses, {len(mismatches)} mismatches, "
              f"{len(lacks)} declarations {target.label} lacks", file=out)
        for line in mismatches:
            print(f"  {line}", file=out)
        if lacks:
            print(f"  -- declared by the {source.label} headers, absent from {target.label}"
                  f"{'' if strict or source.label == 'ours' else ' (listed, not failures; --strict counts them)'}:",
                  file=out)
            for line in lacks:
                print(f"  {line}", file=out)
        if kept:
            print(f"  -- explained ({len(kept)}):", file=out)
            for line in kept:
                print(f"  {line}", file=out)
        if result["unmade"]:
            print(f"  -- uses the tool could not make against {source.label} itself (prove nothing):", file=out)
            for key in sorted(result["unmade"]):
                print(f"  {key}: {result['unmade'][key][0]}", file=out)
        if result["environment"]:
            print("  -- errors outside the generated uses (environment):", file=out)
            for line in sorted(set(result["environment"]))[:30]:
                print(f"  {line}", file=out)
    print(f"\n{unexplained} unexplained failure(s).", file=out)
    return unexplained


def summary(model):
    methods = sum(len(c.methods) for c in list(model.classes.values()) + list(model.protocols.values()))
    props = sum(len(c.props) for c in list(model.classes.values()) + list(model.protocols.values()))
    return (f"{len(model.classes)} classes, {len(model.protocols)} protocols, {methods} methods, {props} properties, "
            f"{len(model.typedefs)} typedefs, {len(model.enums)} enums, {len(model.functions)} functions, "
            f"{len(model.variables)} constants")


# ---------------------------------------------------------------------------------------------
# Self-test: a tiny "real" SDK, a correct "ours" and a deliberately misspelled one.
# ---------------------------------------------------------------------------------------------

MINI_REAL = """\
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
NS_ASSUME_NONNULL_BEGIN
typedef NS_ENUM(NSInteger, MiniColor) { MiniColorRed, MiniColorGreen, MiniColorBlue = 5 };
typedef void (^MiniHandler)(NSString *_Nullable text, NSError *_Nullable error);
typedef struct { CGSize size; NSUInteger flags; } MiniSize;
FOUNDATION_EXPORT NSString *const MiniVersion;
FOUNDATION_EXPORT MiniSize MiniSizeMake(CGFloat width, CGFloat height);
@class MiniAd;
@protocol MiniAdDelegate <NSObject>
- (void)miniAdDidLoad:(MiniAd *)ad;
@optional
- (void)miniAd:(MiniAd *)ad didFailWithError:(NSError *)error;
@end
@interface MiniAd : NSObject
@property(nonatomic, copy) NSString *adUnitID;
@property(nonatomic, weak, nullable) id<MiniAdDelegate> delegate;
@property(nonatomic, readonly, getter=isReady) BOOL ready;
- (instancetype)initWithAdUnitID:(NSString *)adUnitID;
- (void)loadWithColor:(MiniColor)color handler:(MiniHandler)handler;
+ (NSUInteger)maximumCount;
- (instancetype)init NS_UNAVAILABLE;
@end
@interface MiniBanner : UIView
- (void)showFromViewController:(UIViewController *)viewController;
@end
NS_ASSUME_NONNULL_END
"""

# Spelled differently where spelling does not matter (comments, parameter names, attribute order,
# an explicit `assign`), identical where it does. GNUstep's NS_UNAVAILABLE is empty, so the
# unavailable init says so with the attribute itself.
MINI_OURS_RIGHT = """\
// Our Mini SDK.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
NS_ASSUME_NONNULL_BEGIN
typedef NS_ENUM(NSInteger, MiniColor) {
  MiniColorRed,    ///< red
  MiniColorGreen,  ///< green
  MiniColorBlue = 5,
};
typedef void (^MiniHandler)(NSString *_Nullable message, NSError *_Nullable failure);
typedef struct { CGSize size; NSUInteger flags; } MiniSize;
FOUNDATION_EXPORT NSString *const MiniVersion;
FOUNDATION_EXPORT MiniSize MiniSizeMake(CGFloat w, CGFloat h);
@class MiniAd;
@protocol MiniAdDelegate <NSObject>
- (void)miniAdDidLoad:(MiniAd *)miniAd;
@optional
- (void)miniAd:(MiniAd *)miniAd didFailWithError:(NSError *)error;
@end
@interface MiniAd : NSObject
@property(copy, nonatomic) NSString *adUnitID;
@property(weak, nonatomic, nullable) id<MiniAdDelegate> delegate;
@property(readonly, nonatomic, assign, getter=isReady) BOOL ready;
- (instancetype)initWithAdUnitID:(NSString *)unit;
- (void)loadWithColor:(MiniColor)c handler:(MiniHandler)h;
+ (NSUInteger)maximumCount;
- (instancetype)init __attribute__((unavailable));
@end
@interface MiniBanner : UIView
- (void)showFromViewController:(UIViewController *)controller;
@end
NS_ASSUME_NONNULL_END
"""

# Each line marked `// wrong:` differs from the real header in a way an adapter would notice.
MINI_OURS_WRONG = """\
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
NS_ASSUME_NONNULL_BEGIN
typedef NS_ENUM(NSInteger, MiniColor) { MiniColorRed, MiniColorGreen, MiniColorBlue = 2 };  // wrong: Blue's value
typedef void (^MiniHandler)(NSString *_Nullable text, NSInteger code);  // wrong: second parameter
typedef struct { CGSize size; NSInteger flags; } MiniSize;  // wrong: flags' type
FOUNDATION_EXPORT MiniSize MiniSizeMake(CGFloat width, NSInteger height);  // wrong: height's type; MiniVersion missing
@class MiniAd;
@protocol MiniAdDelegate <NSObject>
- (void)miniAdDidLoad:(MiniAd *)ad;
- (void)miniAd:(MiniAd *)ad didFailWithError:(NSError *)error;  // wrong: required
@end
@interface MiniAd : NSObject
@property(nonatomic, strong) NSString *adUnitID;  // wrong: strong, not copy
@property(nonatomic, weak, nullable) id delegate;  // wrong: id, not id<MiniAdDelegate>
@property(nonatomic, getter=isReady) BOOL ready;  // wrong: readwrite
- (instancetype)initWithAdUnitID:(NSString *)adUnitID;
- (void)loadWithColour:(MiniColor)color handler:(MiniHandler)handler;  // wrong: Colour
+ (NSInteger)maximumCount;  // wrong: NSInteger
- (instancetype)init __attribute__((unavailable));
@end
@interface MiniBanner : UILabel  // wrong: superclass
- (void)showFromViewController:(UIViewController *)viewController;
@end
NS_ASSUME_NONNULL_END
"""

# The mismatches the wrong header must produce: (direction, key).
MINI_EXPECTED = [
    ("real", "MiniColor.MiniColorBlue"),
    ("real", "typedef MiniHandler"),
    ("real", "MiniSize.flags"),
    ("real", "MiniVersion"),
    ("real", "MiniSizeMake()"),
    ("real", "<MiniAdDelegate> (required members)"),
    ("real", "MiniAd.adUnitID"),
    ("real", "MiniAd.delegate"),
    ("real", "-[MiniAd loadWithColor:handler:]"),
    ("real", "+[MiniAd maximumCount]"),
    ("ours", "-[MiniAd loadWithColour:handler:]"),
    ("ours", "MiniAd.ready"),
    ("ours", "MiniBanner : UILabel"),
]


def selftest(clang, base, keep):
    work = Path(tempfile.mkdtemp(prefix="objc-headers-selftest-"))
    try:
        real_dir = work / "real-sdk"
        real_dir.mkdir()
        (real_dir / "Mini.h").write_text(MINI_REAL)
        failures = []
        for label, text, expected in (("right", MINI_OURS_RIGHT, []), ("wrong", MINI_OURS_WRONG, MINI_EXPECTED)):
            case = work / label
            (case / "ours/Mini").mkdir(parents=True)
            (case / "ours/Mini/Mini.h").write_text(text)
            ours = ours_side(clang, case / "ours", "Mini")
            real = real_side(clang, real_dir, None, "Mini", base, case)
            real_model = read_model(clang, real, case)
            ours_model = read_model(clang, ours, case)
            found = set()
            report = []
            for source_model, source, target in ((real_model, real, ours), (ours_model, ours, real)):
                result = direction(clang, source, source_model, target, case, source.label)
                for key, messages in result["mismatches"].items():
                    found.add((source.label, key))
                    report.append(f"{source.label} {key}: {target.label} says {messages[0]}")
                for key, messages in result["unmade"].items():
                    failures.append(f"{label}: the tool could not make a use of {source.label} {key}: {messages[0]}")
                failures += [f"{label}: environment: {e}" for e in result["environment"]]
                failures += [f"{label}: clang stopped: {e}" for e in result["fatal"]]
            if label == "right":
                failures += [f"right: unexpected mismatch: {line}" for line in report]
                print(f"selftest: correct header: {len(report)} mismatches (expected 0)")
            else:
                missing = [e for e in expected if e not in found]
                failures += [f"wrong: mismatch not found: {d} {k}" for d, k in missing]
                print(f"selftest: misspelled header: {len(report)} mismatches, "
                      f"{len(expected) - len(missing)}/{len(expected)} expected ones found")
                for line in sorted(report):
                    print(f"  {line}")
        if failures:
            print("selftest FAILED:")
            for line in failures:
                print(f"  {line}")
            return 1
        print("selftest passed")
        return 0
    finally:
        if keep:
            print(f"kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="compare our headers with real ones, both directions")
    check.add_argument("--ours", required=True, help="our include root, holding <Module>/<Module>.h")
    check.add_argument("--headers", required=True,
                       help="the real headers: a folder of headers, a .framework or its Headers folder")
    check.add_argument("--umbrella", help="the real umbrella header, when it is not in --headers")
    check.add_argument("--module", help="the framework's name (default: from the umbrella or the .framework)")
    check.add_argument("--ours-umbrella", help="our umbrella header (default: <ours>/<Module>/<Module>.h)")
    check.add_argument("--explained", help="differences kept on purpose: `pattern | reason` lines")
    check.add_argument("--base", choices=("mock", "gnustep"), default="mock",
                       help="what the real headers' Foundation/UIKit are: ci/fidelity/mock (default) or "
                            "GNUstep's Foundation with our UIKit")
    check.add_argument("--strict", action="store_true",
                       help="also fail on real declarations that ours lacks (listed either way)")
    check.add_argument("--keep", help="keep the generated files in this folder")
    check.add_argument("--clang", help="the clang to use")
    test = sub.add_parser("selftest", help="prove the tool on a tiny generated SDK (no real headers needed)")
    test.add_argument("--base", choices=("mock", "gnustep"), default="mock")
    test.add_argument("--keep", action="store_true", help="keep the work folder")
    test.add_argument("--clang", help="the clang to use")
    args = parser.parse_args(argv)
    try:
        clang = find_clang(args.clang)
        if args.command == "selftest":
            return selftest(clang, args.base, args.keep)
        explained = load_explained(args.explained)
        if args.keep:
            work = Path(args.keep)
            work.mkdir(parents=True, exist_ok=True)
        else:
            work = Path(tempfile.mkdtemp(prefix="objc-headers-"))
        try:
            real = real_side(clang, args.headers, args.umbrella, args.module, args.base, work)
            ours = ours_side(clang, args.ours, real.module, args.ours_umbrella)
            return 1 if run_check(clang, ours, real, work, explained, args.strict) else 0
        finally:
            if not args.keep:
                shutil.rmtree(work, ignore_errors=True)
    except ToolError as error:
        print(f"objc_headers.py: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
