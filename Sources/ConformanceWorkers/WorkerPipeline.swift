/// How many jobs a supervisor keeps sent to its worker, and so how often the two wake each
/// other: the worker starts the next scenario as soon as it writes a result instead of
/// waiting for the supervisor to read it and send another, and the supervisor is woken (the
/// worker's ``WorkerDoorbell``) only once it may send more.
///
/// A deeper pipeline costs fewer wake-ups, which on two cores are taken from the workers; a
/// shallower one leaves fewer jobs promised to one worker while another runs out at the end.
package struct WorkerPipeline: Sendable, Hashable {
    /// Jobs sent ahead, the one running included.
    package let depth: Int
    /// The supervisor sends more once no more than this many are left.
    package let refillAt: Int

    /// Replies a worker writes before it rings: as many as the supervisor lets go before it
    /// sends more.
    package var repliesPerRing: Int { depth - refillAt }

    /// For runs of scenarios whose durations differ (the catalog: some wait real time), where
    /// the last jobs must not queue behind one worker.
    package static let balanced = WorkerPipeline(depth: 8, refillAt: 4)
    /// For fuzzing: thousands of short scenarios, each worker busy until the run ends. With
    /// two workers, a fifth fewer context switches than ``balanced`` and a twentieth more
    /// scenarios a second.
    package static let throughput = WorkerPipeline(depth: 32, refillAt: 16)

    package init(depth: Int, refillAt: Int) {
        precondition(depth >= 1 && refillAt >= 0 && refillAt < depth, "a pipeline refills before it is empty")
        self.depth = depth
        self.refillAt = refillAt
    }

    /// The variable that tells a worker ``repliesPerRing``.
    package static let environmentKey = "CONFORMANCE_WORKER_REPLIES_PER_RING"

    /// What the worker was told, else what ``balanced`` rings at.
    package static func repliesPerRing(environment: [String: String]) -> Int {
        environment[environmentKey].flatMap(Int.init).flatMap { $0 >= 1 ? $0 : nil } ?? balanced.repliesPerRing
    }
}
