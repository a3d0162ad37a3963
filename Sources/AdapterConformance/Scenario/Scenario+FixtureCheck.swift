import ConformanceVocabulary
import Foundation

extension Scenario {
    /// Refuses a scenario that names a credential key `fixture` does not declare: the file,
    /// the JSON path of the key, and the keys the fixture has. A scenario built in code (no
    /// source file) is named by its ID.
    package func checkCredentials(against fixture: AdapterFixture) throws(ScenarioFileError) {
        let declared = fixture.credentials.allNames
        for key in request.credentials.keys.sorted() where !declared.contains(key) {
            let index = source.flatMap { Self.index(of: id, inFile: $0) }
            throw ScenarioFileError(
                file: source ?? id,
                path: "$.scenarios[\(index.map(String.init) ?? "?")].request.credentials.\(key)",
                message:
                    "credential key \"\(key)\" is not one the fixture \(fixture.name) declares; its keys are "
                    + declared.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }
}
