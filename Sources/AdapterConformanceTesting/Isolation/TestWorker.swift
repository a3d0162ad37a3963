import AdapterConformance
import ConformanceWorkers
import Foundation
import Synchronization
import Testing

/// The test binary relaunched as a worker (see ``IsolatedRunner``). The supervisor starts it
/// with a filter that selects the one test whose case it is running and names the adapter in
/// `CONFORMANCE_TEST_WORKER`; the worker serves jobs for the first fixture of that name it
/// meets, and never runs a test itself.
///
/// Swift Testing evaluates every selected test's arguments before it runs any test, so for a
/// test whose arguments come from ``ConformanceSuite/scenarios(for:family:strict:report:)`` the
/// fixture arrives while the run is still being planned: serving from there keeps the planning,
/// and so every test, waiting until the worker ends the process. A test that builds its cases
/// in its body reaches the fixture in ``ConformanceSuite/check(_:sourceLocation:)`` instead.
enum TestWorker {
    static let environmentKey = "CONFORMANCE_TEST_WORKER"

    /// The adapter this process serves, when it was started as a worker.
    static let adapter: String? = ProcessInfo.processInfo.environment[environmentKey]

    private static let claimed = Atomic<Bool>(false)

    /// Called where cases are made. Outside a running test case (Swift Testing is planning:
    /// `Test.current` is already the test whose arguments it evaluates, `Test.Case.current`
    /// not yet), a worker for `fixture` serves from here and never returns.
    static func serveWhilePlanning(_ fixture: AdapterFixture) {
        guard Test.Case.current == nil, let server = claim(fixture) else { return }
        Task { @MainActor in await server.serve() }
        // Blocks one of the cooperative threads that plan the run; the main actor, which
        // runs the scenarios, stays free. The server ends the process.
        while true { sleep(3600) }
    }

    /// Called by `check` in a worker: serves when `fixture` is the one; returns otherwise, and
    /// the test goes on without running its case.
    @MainActor
    static func serveFromCheck(_ fixture: AdapterFixture) async {
        guard let server = claim(fixture) else { return }
        await server.serve()
    }

    private static func claim(_ fixture: AdapterFixture) -> WorkerServer? {
        guard adapter == fixture.name, let directory = ProcessInfo.processInfo.environment[WorkerFiles.environmentKey],
            !claimed.exchange(true, ordering: .relaxed)
        else { return nil }
        return WorkerServer(directory: directory) { $0 == fixture.name ? fixture : nil }
    }
}
