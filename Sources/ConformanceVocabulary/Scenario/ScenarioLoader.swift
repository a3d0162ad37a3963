#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads scenario files. A file is all-or-nothing: the first problem rejects the whole
/// file with its path, the JSON path and what was expected.
package struct ScenarioLoader: Sendable {
    /// Rule IDs scenarios may cite.
    package var knownRules: Set<RuleID>

    /// A loader that accepts the rules of the built-in catalog.
    package init(knownRules: Set<RuleID> = Set(RuleID.allCases)) {
        self.knownRules = knownRules
    }

    /// Scenarios of one file: `{ "scenarios": [ … ] }`.
    package func load(file url: URL, displayName: String? = nil) throws -> [Scenario] {
        let name = displayName ?? url.path
        let data: Data
        do { data = try ScenarioFileSystem.contents(of: url.path) } catch {
            throw ScenarioFileError(file: name, path: "$", message: error.sentence)
        }
        return try load(data: data, file: name)
    }

    /// Scenarios from JSON bytes; `file` names them in errors.
    package func load(data: Data, file: String) throws -> [Scenario] {
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch {
            throw ScenarioFileError(file: file, path: "$", message: "not valid JSON (\(error))")
        }
        let root = try JSONCursor(value: json, path: "$", file: file).object()
        let items = try root.required("scenarios", "an array of scenarios").array()
        try root.rejectUnknownKeys(allowed: ["$schema", "description"])
        let decoder = ScenarioDecoder(knownRules: knownRules)
        var seen: [String: String] = [:]
        return try items.map { item in
            let scenario = try decoder.scenario(item)
            if let first = seen[scenario.id] {
                throw ScenarioFileError(
                    file: file, path: "\(item.path).id",
                    message: "duplicate scenario ID \"\(scenario.id)\" (first at \(first))")
            }
            seen[scenario.id] = item.path
            return scenario
        }
    }

    /// Scenarios of files and directories (every `*.json` directly inside a directory but
    /// `schema.json`, sorted by name), in the order given. Every problem is collected, not just
    /// the first: a bad file, a path that is not there, a directory without scenario files, and
    /// a scenario ID used twice anywhere in the set. The one place IDs are checked for
    /// uniqueness, for the CLI, `validate` and Swift Testing alike.
    ///
    /// `accepted` sees each scenario as its file is read, while no problem has been found,
    /// so a caller can start on the first files while later ones load; an error it throws
    /// ends the loading.
    package func collect(_ paths: [URL], accepted: (Scenario) throws -> Void) rethrows -> ScenarioCollection {
        var collection = ScenarioCollection()
        var origin: [String: String] = [:]
        for path in paths {
            let files: [URL]
            do { files = try Self.files(at: path) } catch {
                collection.problems.append(error)
                continue
            }
            for file in files {
                collection.files.append(file.relativePath)
                let scenarios: [Scenario]
                do { scenarios = try load(file: file, displayName: file.relativePath) } catch {
                    collection.problems.append(
                        error as? ScenarioFileError
                            ?? ScenarioFileError(file: file.relativePath, path: "$", message: "\(error)"))
                    continue
                }
                for scenario in scenarios {
                    if let first = origin[scenario.id] {
                        collection.problems.append(
                            ScenarioFileError(
                                file: file.relativePath, path: "$.scenarios",
                                message: "duplicate scenario ID \"\(scenario.id)\" (also in \(first))"))
                        continue
                    }
                    origin[scenario.id] = file.relativePath
                    collection.scenarios.append(scenario)
                    if collection.problems.isEmpty { try accepted(scenario) }
                }
            }
        }
        return collection
    }

    /// What loading `paths` finds (see the other `collect`).
    package func collect(_ paths: [URL]) -> ScenarioCollection { collect(paths) { _ in } }

    /// The scenarios of `paths` (see `collect`, which `accepted` is given to), or the first
    /// problem.
    package func load(_ paths: [URL], accepted: (Scenario) throws -> Void = { _ in }) throws -> [Scenario] {
        let collection = try collect(paths, accepted: accepted)
        if let problem = collection.problems.first { throw problem }
        return collection.scenarios
    }

    /// The scenario files a path stands for: itself, or the `*.json` files directly in it.
    private static func files(at path: URL) throws(ScenarioFileError) -> [URL] {
        let names: [String]
        do {
            // Anything but a directory is read as a file, which says what is wrong with it.
            guard try ScenarioFileSystem.isDirectory(path.relativePath) else { return [path] }
            names = try ScenarioFileSystem.entries(of: path.relativePath)
        } catch {
            throw ScenarioFileError(file: path.relativePath, path: "$", message: error.sentence)
        }
        let files = names.filter { $0.hasSuffix(".json") && $0 != "schema.json" }.sorted()
        guard !files.isEmpty else {
            throw ScenarioFileError(
                file: path.relativePath, path: "$", message: "no scenario files (*.json) in the directory")
        }
        return files.map { path.appendingPathComponent($0) }
    }
}

/// What loading a set of scenario paths found.
package struct ScenarioCollection: Sendable {
    /// Valid scenarios, in path order then file order, each ID once.
    package var scenarios: [Scenario] = []
    /// Every scenario file looked at.
    package var files: [String] = []
    package var problems: [ScenarioFileError] = []
}

/// Reads scenario files with the system calls themselves, so that every refusal can say in
/// plain words what is wrong (Foundation reports most of these as "error 256").
enum ScenarioFileSystem {
    /// A failed file-system operation, as a sentence for the user.
    struct Failure: Error {
        let sentence: String
    }

    /// Whether `path` is a directory (following symbolic links); throws if it cannot be looked at.
    static func isDirectory(_ path: String) throws(Failure) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(errno, at: path) }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in directory `path`, `.` and `..` left out.
    static func entries(of path: String) throws(Failure) -> [String] {
        guard let directory = opendir(path) else {
            throw Failure(sentence: "cannot list the directory: \(describe(errno))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The bytes of the regular file at `path` (following symbolic links).
    static func contents(of path: String) throws(Failure) -> Data {
        // Checked before opening: opening a FIFO blocks until a writer appears, and opening a
        // device can have effects of its own.
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(errno, at: path) }
        try requireRegular(info.st_mode)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(errno, at: path) }
        defer { close(descriptor) }
        // The path may have been replaced between the two calls.
        guard fstat(descriptor, &info) == 0 else { throw failure(errno, at: path) }
        try requireRegular(info.st_mode)
        var data = Data()
        // One byte more than the file's size, so the whole file usually comes in one read and
        // the next says it ended; uninitialized (zeroing a 64 KiB buffer per file would be a
        // tenth of loading the catalog).
        let capacity = min(max(Int(info.st_size) + 1, 4_096), 1 << 20)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(sentence: "cannot read the file: \(describe(errno))")
            }
            if count == 0 { return data }
            data.append(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
        }
    }

    private static func requireRegular(_ mode: mode_t) throws(Failure) {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw Failure(sentence: "is a directory; expected a scenario file")
        case S_IFIFO: throw Failure(sentence: "not a regular file (a FIFO)")
        case S_IFCHR: throw Failure(sentence: "not a regular file (a character device)")
        case S_IFBLK: throw Failure(sentence: "not a regular file (a block device)")
        case S_IFSOCK: throw Failure(sentence: "not a regular file (a socket)")
        default: throw Failure(sentence: "not a regular file")
        }
    }

    /// `error` from an operation on `path`, with the link target when a dangling link is why.
    private static func failure(_ error: Int32, at path: String) -> Failure {
        if error == ENOENT, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            return Failure(sentence: "no such file or directory (a symbolic link to \(target), which does not exist)")
        }
        return Failure(sentence: describe(error))
    }

    /// `strerror`, in the words of this tool's other messages.
    static func describe(_ error: Int32) -> String {
        switch error {
        case ENOENT: return "no such file or directory"
        case ELOOP: return "symbolic link loop"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "not a directory (a component of the path is a file)"
        case EISDIR: return "is a directory"
        default:
            let text = String(cString: strerror(error))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
