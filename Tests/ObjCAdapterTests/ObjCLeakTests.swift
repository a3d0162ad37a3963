import AdapterConformance
import Foundation
import ObjCAdapterCatalog
import ObjCFaces
import Testing

/// Objects an Objective-C adapter leaves alive: each scenario of the whole catalog runs alone
/// against the Objective-C reference, and once all have run every Objective-C object they made
/// (the adapter's, the faces of the stand-ins) must be gone again. GNUstep counts the live
/// instances of each class. (A scenario's network may go a scenario later, with what it holds,
/// so the count is compared at the end; the scenarios after which a class grew are named.)
///
/// The counts are the whole process's, so the check needs the process to itself: it runs when
/// `CONFORMANCE_OBJC_LEAK_CHECK` is set, alone (`.ci/run` runs
/// `CONFORMANCE_OBJC_LEAK_CHECK=1 swift test --filter ObjCLeakTests`).
@MainActor
@Suite struct ObjCLeakTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CONFORMANCE_OBJC_LEAK_CHECK"] != nil))
    func noScenarioLeavesObjectsAlive() async throws {
        let fixture = ObjCAdapterCatalog.reference
        let scenarios = try ObjCTestSupport.catalog.get().onEachDeclaredPath(of: fixture)
        gac_count_live_objects()
        // One scenario first: what the process keeps for good (classes' caches, the shared
        // instance's face) is made once, before the baseline.
        _ = await ConformanceEngine.run([scenarios[0]], fixture: fixture)
        let baseline = Self.liveObjects()
        var previous = baseline
        var grewAfter: [String: [String]] = [:]
        for scenario in scenarios {
            _ = await ConformanceEngine.run([scenario], fixture: fixture)
            let live = Self.liveObjects()
            for (name, count) in live where count > previous[name, default: 0] {
                grewAfter[name, default: []].append(scenario.id)
            }
            previous = live
        }
        // One more scenario lets the last one's network go.
        _ = await ConformanceEngine.run([scenarios[0]], fixture: fixture)
        let leaked = Self.liveObjects().filter { $0.value > baseline[$0.key, default: 0] }
        let report = leaked.sorted { $0.key < $1.key }.map { name, count in
            "\(name) +\(count - baseline[name, default: 0]), grown after "
                + (grewAfter[name] ?? []).prefix(8).joined(separator: ", ")
        }
        #expect(report.isEmpty, "objects left alive by the catalog:\n\(report.joined(separator: "\n"))")
    }

    /// Live instances per class, as GNUstep counts them.
    static func liveObjects() -> [String: Int] {
        guard let text = gac_copy_live_objects() else { return [:] }
        defer { free(text) }
        var counts: [String: Int] = [:]
        for line in String(cString: text).split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let count = Int(parts[1]) { counts[String(parts[0])] = count }
        }
        return counts
    }
}
