/// How many jobs a supervisor keeps sent to its worker, and so how often the two wake each
/// other: the worker starts the next scenario as soon as it writes a result instead of
/// waiting for the supervisor to read it and send another, and the supervisor is woken (the
/// worker's ``WorkerDoorbell``) only once it may send more.
///
/// A deeper pipeline costs fewer wake-ups, which on two cores are taken from the workers; a
/// shallower one leaves fewer jobs promised to one worker while another runs out at the end.
/// So an adaptive pipeline goes deep only while its worker's scenarios are short: for a scenario of
/// 100 µs a wake-up is a large part of the cost and the jobs left at the end take no time,
/// while for one that waits 100 ms of real time the opposite holds.
package struct WorkerPipeline: Sendable, Hashable {
    /// Jobs sent ahead, the one running included.
    package let depth: Int
    /// The supervisor sends more once no more than this many are left.
    package let refillAt: Int
    /// While the worker's scenarios run longer than this on average, the supervisor keeps
    /// only ``balanced``'s jobs sent; nil: always `depth`.
    package let deepWhileJobsWithin: Duration?

    /// Replies a worker writes before it rings: as many as the supervisor lets go before it
    /// sends more when the pipeline is deep. (When it is shallow, the worker also rings as it
    /// runs out of jobs, and the supervisor looks at its ticks.)
    package var repliesPerRing: Int { depth - refillAt }

    /// Eight jobs, more sent when four are left, whatever the jobs take: what a test binary
    /// relaunched per Swift Testing case uses.
    package static let balanced = WorkerPipeline(depth: 8, refillAt: 4)
    /// Thirty-two jobs, more sent when sixteen are left, while the worker's scenarios run
    /// within 500 µs on average (the catalog's and fuzzing's scenarios on the reference adapter);
    /// else ``balanced``. With two workers on two cores, a fifth fewer context switches than
    /// ``balanced``; with one, `conformance run` took a sixth less time.
    package static let adaptive = WorkerPipeline(depth: 32, refillAt: 16, deepWhileJobsWithin: .microseconds(500))

    package init(depth: Int, refillAt: Int, deepWhileJobsWithin: Duration? = nil) {
        precondition(depth >= 1 && refillAt >= 0 && refillAt < depth, "a pipeline refills before it is empty")
        self.depth = depth
        self.refillAt = refillAt
        self.deepWhileJobsWithin = deepWhileJobsWithin
    }

    /// The depth and refill point for a worker whose recent scenarios ran `meanJobSeconds`
    /// on average (nil: too few yet to say).
    package func limits(meanJobSeconds: Double?) -> (depth: Int, refillAt: Int) {
        guard let threshold = deepWhileJobsWithin else { return (depth, refillAt) }
        guard let mean = meanJobSeconds, mean <= threshold / .seconds(1) else {
            return (min(depth, Self.balanced.depth), min(refillAt, Self.balanced.refillAt))
        }
        return (depth, refillAt)
    }

    /// The variable that tells a worker ``repliesPerRing``.
    package static let environmentKey = "CONFORMANCE_WORKER_REPLIES_PER_RING"

    /// What the worker was told, else what ``balanced`` rings at.
    package static func repliesPerRing(environment: [String: String]) -> Int {
        environment[environmentKey].flatMap(Int.init).flatMap { $0 >= 1 ? $0 : nil } ?? balanced.repliesPerRing
    }
}

/// How long a worker's recent scenarios ran, as the worker measured them (the supervisor's
/// own clock sees replies in bursts, as it is rung), to tell how deep its pipeline may be.
package struct JobPace {
    private var mean: Double?
    private var count = 0

    package init() {}

    package mutating func ran(seconds: Double) {
        count += 1
        // Weighted toward the recent: an adapter whose scenarios slow down is followed within
        // a few jobs.
        mean = mean.map { $0 + (seconds - $0) / 8 } ?? seconds
    }

    /// Forgets a worker that went away: its replacement's pace is its own.
    package mutating func reset() { (mean, count) = (nil, 0) }

    /// Seconds a scenario ran on average, once a few are known.
    package var meanSeconds: Double? { count >= 4 ? mean : nil }
}
