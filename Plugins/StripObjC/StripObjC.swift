import Foundation
import PackagePlugin

/// Compiles an adapter's Swift sources in place on Linux. The target it is applied to holds a
/// Swift file `objc-sources.swift` whose `// strip-objc: PATH` comment lines name the adapter's
/// source folders; the target builds copies of their `.swift` files without the Objective-C
/// attributes Linux rejects (`conformance-strip-objc`), each behind a `#sourceLocation` naming
/// the original, next to any other Swift file of the target.
///
/// A PATH is a folder (its `.swift` files, subfolders included, hidden ones not) or one `.swift`
/// file: relative to the folder of `objc-sources.swift`, absolute, or starting with `$NAME` or
/// `${NAME}` for an environment variable. `// strip-objc-exclude: PATH` lines leave out a file or
/// a folder of those (one the target replaces with a Linux version of its own, say). The list is
/// a Swift file, comments only, so that the target has a source of its own (SwiftPM ignores a
/// target without one) and SwiftPM has no unhandled file to warn about.
@main
struct StripObjC: BuildToolPlugin {
    static let listName = "objc-sources.swift"
    static let include = "// strip-objc:"
    static let exclude = "// strip-objc-exclude:"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "conformance-strip-objc").url
        guard
            let list = (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift")
                .first(where: { $0.url.lastPathComponent == Self.listName })?.url
        else {
            throw StripObjCError("target '\(target.name)' has no \(Self.listName) naming the sources to strip")
        }
        let folder = list.deletingLastPathComponent()
        var roots: [(root: URL, number: Int, place: String)] = []
        var excluded: [String] = []
        let lines = try String(contentsOf: list, encoding: .utf8).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (number, rawLine) in lines.enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let place = "\(list.path):\(number + 1)"
            if line.hasPrefix(Self.exclude) {
                let path = line.dropFirst(Self.exclude.count).trimmingCharacters(in: .whitespaces)
                excluded.append(try Self.resolve(path, relativeTo: folder, at: place).path)
            } else if line.hasPrefix(Self.include) {
                let path = line.dropFirst(Self.include.count).trimmingCharacters(in: .whitespaces)
                roots.append((try Self.resolve(path, relativeTo: folder, at: place), number + 1, place))
            }
        }
        var commands: [Command] = []
        for (root, number, place) in roots {
            let outputFolder = context.pluginWorkDirectoryURL.appending(path: "\(number)")
            for (input, relative) in try Self.swiftFiles(at: root, at: place)
            where !excluded.contains(where: { input.path == $0 || input.path.hasPrefix($0 + "/") }) {
                // Another name than the original's, or its `#fileID` would clash with the one the
                // `#sourceLocation` gives.
                let output = outputFolder.appending(path: relative.dropLast(".swift".count) + ".objc-stripped.swift")
                commands.append(
                    .buildCommand(
                        displayName: "Stripping @objc from \(relative)",
                        executable: tool,
                        arguments: [input.path, output.path],
                        inputFiles: [input],
                        outputFiles: [output]))
            }
        }
        guard !commands.isEmpty else {
            throw StripObjCError("\(list.path) names no Swift sources (no '\(Self.include) PATH' line)")
        }
        return commands
    }

    /// A line of the list as a file URL.
    static func resolve(_ line: String, relativeTo folder: URL, at place: String) throws -> URL {
        var path = line
        if path.hasPrefix("$") {
            let rest = path.dropFirst()
            let name: Substring
            let remainder: Substring
            if rest.hasPrefix("{"), let close = rest.firstIndex(of: "}") {
                name = rest[rest.index(after: rest.startIndex)..<close]
                remainder = rest[rest.index(after: close)...]
            } else {
                let end = rest.firstIndex(of: "/") ?? rest.endIndex
                name = rest[..<end]
                remainder = rest[end...]
            }
            guard let value = ProcessInfo.processInfo.environment[String(name)], !value.isEmpty else {
                throw StripObjCError("\(place): environment variable \(name) is not set")
            }
            path = value + remainder
        }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)
        return url.standardizedFileURL
    }

    /// The `.swift` files at `root` (itself, or those under it), sorted, each with its path
    /// relative to `root`.
    static func swiftFiles(at root: URL, at place: String) throws -> [(URL, String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw StripObjCError("\(place): no such file or folder: \(root.path)")
        }
        guard isFolder.boolValue else { return [(root, root.lastPathComponent)] }
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            return []
        }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        var files: [(URL, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            files.append(
                (
                    url.standardizedFileURL,
                    path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent
                ))
        }
        return files.sorted { $0.1 < $1.1 }
    }
}

struct StripObjCError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = "StripObjC: " + description }
}
