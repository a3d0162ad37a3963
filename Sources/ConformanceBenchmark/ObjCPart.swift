import AdapterConformance
import Foundation
import ObjCAdapterCatalog

/// Part 8: an Objective-C adapter against the Swift reference. The Objective-C reference
/// (`objc-sample-custom-event`) does in Objective-C what the Swift reference does in Swift, on
/// the Sample Ad SDK's public API, so the two catalogs differ only in the skips of what that API
/// cannot express.
@MainActor
enum ObjCPart {
    /// The Objective-C reference.
    static var fixture: AdapterFixture { ObjCAdapterCatalog.reference }

    /// Wall time of `--version` started `count` times one after another, per start: what
    /// starting a worker process costs before its first job.
    static func starts(_ executable: String, count: Int) throws -> Double {
        var total = 0.0
        for _ in 0..<count {
            total += try Measure.commands(executable, [["--version"]], maximumStatus: 0, what: "`--version`").seconds
        }
        return total / Double(count)
    }

    /// Wall time of `run --adapter <name> --jobs <jobs>` over the built-in catalog, report included.
    static func command(_ executable: String, adapter: String, jobs: Int, scratch: URL) throws -> Double {
        let report = scratch.appendingPathComponent("objc-jobs\(jobs).xml")
        return try Measure.commands(
            executable,
            [["run", "--adapter", adapter, "--jobs", String(jobs), "--report", report.path, "--no-progress"]],
            maximumStatus: 0, what: "`\(adapter)` through the catalog"
        ).seconds
    }
}
