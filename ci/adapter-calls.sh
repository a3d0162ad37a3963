#!/usr/bin/env bash
# The supervisor never calls adapter code: outside the two files that play a worker
# (the `worker` subcommand and `run --jobs 0`), no CLI source may name an adapter member or an
# engine entry point that reaches one. Tests/ConformanceCLITests/AdapterCallTests.swift holds
# the same list under `swift test`; this is the same check for CI without a build.
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='adapterType|makeAdapter|adapterVersion\(|adSDKVersion\(|networkExtrasClass\(|setUp\(with|collectSignals|MediationAdapter|ConformanceEngine\.|InProcessExecutor\(|MainLane\.|AdapterDescription(\.init)?\(fixture'
found=$(grep -rnE "$pattern" Sources/ConformanceCLI --include='*.swift' \
  | grep -vE '^Sources/ConformanceCLI/Commands/(WorkerCommand|InProcessWorker)\.swift:' \
  | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)
if [ -n "$found" ]; then
  echo "adapter calls outside worker code:" >&2
  echo "$found" >&2
  exit 1
fi
echo "no adapter calls outside worker code"
