import Foundation

/// Swift symbols as people read them in a report.
package enum SymbolName {
    /// Drops module names, generic arguments, parameter types and return types from a demangled
    /// Swift name: `RacyGate.admit(success:)`, `closure #1 in Event.load(for:completionHandler:)`.
    package static func simplified(_ name: String) -> String {
        // An arrow's ">" closes no bracket.
        var text = withoutReturnTypes(Array(name.replacingOccurrences(of: " -> ", with: " → ")))
        text = balancedGroupsRewritten(text, open: "<", close: ">") { _, _ in "" }
        text = balancedGroupsRewritten(text, open: "(", close: ")") { before, inside in
            if isClosureNumber(before) { return "" }
            return "(" + parameterLabels(inside) + ")"
        }
        return String(text).replacingOccurrences(of: "Swift.", with: "").split(
            separator: " ", omittingEmptySubsequences: false
        )
        .map { token -> String in
            let components = token.split(separator: ".", omittingEmptySubsequences: false)
            guard components.count > 2, components[0].first?.isUppercase == true else { return String(token) }
            return components.dropFirst().joined(separator: ".")
        }.joined(separator: " ").replacingOccurrences(of: "  ", with: " ")
    }

    private static func isClosureNumber(_ before: [Character]) -> Bool {
        let text = String(before)
        guard let range = text.range(of: "closure #", options: .backwards) else { return false }
        let number = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
        return !number.isEmpty && number.allSatisfy(\.isNumber)
    }

    /// Removes each ` -> Type` outside brackets, up to the next ` in ` or the end.
    private static func withoutReturnTypes(_ text: [Character]) -> [Character] {
        var output: [Character] = []
        var depth = 0
        var index = 0
        while index < text.count {
            let character = text[index]
            if depth == 0, text[index...].starts(with: " → ") {
                var end = index + 3
                var inner = 0
                while end < text.count {
                    if "(<[".contains(text[end]) { inner += 1 }
                    if ")>]".contains(text[end]) { inner -= 1 }
                    if inner == 0, text[end...].starts(with: " in ") { break }
                    end += 1
                }
                index = end
                continue
            }
            if "(<[".contains(character) { depth += 1 }
            if ")>]".contains(character) { depth -= 1 }
            output.append(character)
            index += 1
        }
        return output
    }

    /// `text` with each outermost `open…close` group replaced by `rewrite(text before it, inside)`.
    private static func balancedGroupsRewritten(
        _ text: [Character], open: Character, close: Character, _ rewrite: ([Character], [Character]) -> String
    ) -> [Character] {
        var output: [Character] = []
        var depth = 0
        var inside: [Character] = []
        for character in text {
            if character == open {
                depth += 1
                if depth == 1 { continue }
            } else if character == close, depth > 0 {
                depth -= 1
                if depth == 0 {
                    output += Array(rewrite(output, inside))
                    inside = []
                    continue
                }
            }
            if depth > 0 { inside.append(character) } else { output.append(character) }
        }
        return output + inside
    }

    /// `label: Type, _: Type` -> `label:_:`; an unlabelled type counts as `_:`.
    private static func parameterLabels(_ parameters: [Character]) -> String {
        var labels = ""
        var depth = 0
        var current: [Character] = []
        func finish() {
            let parameter = String(current).trimmingCharacters(in: .whitespaces)
            current = []
            guard !parameter.isEmpty else { return }
            if let colon = parameter.firstIndex(of: ":"), !parameter[..<colon].contains(where: { "(<[ ".contains($0) })
            {
                labels += parameter[..<colon] + ":"
            } else {
                labels += "_:"
            }
        }
        for character in parameters {
            if "(<[".contains(character) { depth += 1 }
            if ")>]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { finish() } else { current.append(character) }
        }
        finish()
        return labels
    }
}
