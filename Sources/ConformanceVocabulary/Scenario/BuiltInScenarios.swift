import Foundation

/// The built-in catalog: `scenarios/` at the root of this package, shipped as a resource of
/// this module, or the directory `CONFORMANCE_SCENARIOS` names.
package enum BuiltInScenarios {
    package static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["CONFORMANCE_SCENARIOS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        if let beside = besideExecutable { return beside }
        return Bundle.module.resourceURL!.appendingPathComponent("scenarios")
    }

    /// The resource directory the package manager puts beside the executable, found without
    /// `Bundle`: making `Bundle.module` (and `Bundle.main` under it) was 0.7 ms of every
    /// run's start. Nil where it is not there; `Bundle.module` then looks where it knows.
    private static var besideExecutable: URL? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer -> URL? in
            let count = readlink("/proc/self/exe", buffer.baseAddress!, buffer.count - 1)
            guard count > 0 else { return nil }
            buffer[count] = 0
            let executable = String(cString: buffer.baseAddress!)
            guard let slash = executable.lastIndex(of: "/") else { return nil }
            let path = String(executable[..<slash]) + "/adapter-conformance_ConformanceVocabulary.resources/scenarios"
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            return URL(fileURLWithPath: path, isDirectory: true)
        }
    }

    package static func load() throws -> [Scenario] {
        try ScenarioLoader().load([directory])
    }
}
