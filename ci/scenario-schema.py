#!/usr/bin/env python3
"""Validates scenario files against the catalog's JSON Schema (draft 2020-12) with a real
validator (python3 jsonschema's Draft202012Validator), so the schema editors use accepts every
file the loader accepts.

  python3 ci/scenario-schema.py [DIR ...]   validate every *.json but schema.json in each DIR
                                            (default: the built-in catalog)
  python3 ci/scenario-schema.py selftest    the validator refuses what the schema must refuse

Exit status: 0 valid, 1 a file is invalid (or the self-test failed), 3 jsonschema is missing.
"""
import json
import pathlib
import sys
import tempfile

try:
    from jsonschema import Draft202012Validator
except ImportError:
    print("jsonschema is not installed (apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(3)

CATALOG = pathlib.Path(__file__).resolve().parent.parent / "Sources/ConformanceVocabulary/Catalog/scenarios"
SCHEMA = CATALOG / "schema.json"


def validator():
    schema = json.loads(SCHEMA.read_text())
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def problems(check, path):
    try:
        document = json.loads(path.read_text())
    except json.JSONDecodeError as error:
        return [f"not JSON: {error}"]
    def message(error):
        if error.validator == "enum":
            return f"{error.instance!r} is none of the schema's {len(error.validator_value)} values"
        return error.message

    return [
        f"at {'/'.join(str(part) for part in error.absolute_path) or '(root)'}: {message(error)}"
        for error in sorted(check.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
    ]


def validate(directories):
    check = validator()
    files = [p for d in directories for p in sorted(pathlib.Path(d).glob("*.json")) if p.name != "schema.json"]
    if not files:
        print("no scenario files found", file=sys.stderr)
        return 1
    bad = 0
    for path in files:
        found = problems(check, path)
        for problem in found:
            print(f"{path.name}: {problem}")
        bad += bool(found)
    print(f"{len(files) - bad} of {len(files)} files valid against {SCHEMA.name} (draft 2020-12)")
    return 1 if bad else 0


def selftest():
    """Each file here must be refused: a schema that accepts anything would pass every catalog."""
    check = validator()
    scenario = {"id": "native.load.x", "title": "t", "format": "native", "rules": ["LOAD-1"]}
    refused = {
        "unknown rule": dict(scenario, rules=["LOAD-99"]),
        "retired rule": dict(scenario, rules=["OPT-10"]),
        "unknown format": dict(scenario, format="video"),
        "unknown field": dict(scenario, colour="red"),
        "no rules": dict(scenario, rules=[]),
    }
    failures = 0
    with tempfile.TemporaryDirectory() as directory:
        for name, body in refused.items():
            path = pathlib.Path(directory) / "case.json"
            path.write_text(json.dumps({"scenarios": [body]}))
            if not problems(check, path):
                print(f"selftest: the schema accepts a scenario with {name}")
                failures += 1
        path = pathlib.Path(directory) / "case.json"
        path.write_text(json.dumps({"scenarios": [scenario]}))
        for problem in problems(check, path):
            print(f"selftest: the schema refuses a plain scenario: {problem}")
            failures += 1
    print("selftest " + ("failed" if failures else "passed"))
    return 1 if failures else 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    sys.exit(selftest() if arguments == ["selftest"] else validate(arguments or [CATALOG]))
