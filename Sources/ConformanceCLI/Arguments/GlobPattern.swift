/// A shell-style wildcard pattern for selecting scenario IDs (`--filter 'native.load.*'`).
///
/// `*` matches any run of characters (dots included: IDs are not paths), `?` exactly one,
/// `[abc]`, `[a-z]` one from a set, `[!abc]` or `[^abc]` one not in it, and `\x` the literal `x`.
/// A `[` without a closing `]` is taken literally, so a typo never turns into an error.
package struct GlobPattern: Sendable {
    private let tokens: [Token]

    /// Compiles the pattern once so matching many IDs stays cheap.
    package init(_ pattern: String) {
        self.tokens = Self.tokenize(Array(pattern))
    }

    /// Whether the whole of `text` matches the pattern.
    package func matches(_ text: String) -> Bool {
        let characters = Array(text)
        // Iterative wildcard matching: remember the last `*` and retry from one character later
        // on mismatch. Linear in practice, and never exponential.
        var t = 0, c = 0
        var starToken: Int?, starCharacter = 0
        while c < characters.count {
            if t < tokens.count, tokens[t] != .anyRun, tokens[t].matches(characters[c]) {
                t += 1
                c += 1
            } else if t < tokens.count, tokens[t] == .anyRun {
                starToken = t
                starCharacter = c
                t += 1
            } else if let star = starToken {
                t = star + 1
                starCharacter += 1
                c = starCharacter
            } else {
                return false
            }
        }
        while t < tokens.count, tokens[t] == .anyRun { t += 1 }
        return t == tokens.count
    }

    private enum Token: Hashable, Sendable {
        case literal(Character)
        case anyCharacter
        case anyRun
        case set(items: [SetItem], negated: Bool)

        func matches(_ character: Character) -> Bool {
            switch self {
            case .literal(let expected): return character == expected
            case .anyCharacter: return true
            case .anyRun: return true
            case .set(let items, let negated): return items.contains { $0.contains(character) } != negated
            }
        }
    }

    private enum SetItem: Hashable, Sendable {
        case single(Character)
        case range(Character, Character)

        func contains(_ character: Character) -> Bool {
            switch self {
            case .single(let expected): return character == expected
            case .range(let low, let high): return low <= character && character <= high
            }
        }
    }

    private static func tokenize(_ characters: [Character]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        while i < characters.count {
            let character = characters[i]
            switch character {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
                i += 1
            case "?":
                tokens.append(.anyCharacter)
                i += 1
            case "\\" where i + 1 < characters.count:
                tokens.append(.literal(characters[i + 1]))
                i += 2
            case "[":
                if let (set, next) = parseSet(characters, from: i) {
                    tokens.append(set)
                    i = next
                } else {
                    tokens.append(.literal("["))
                    i += 1
                }
            default:
                tokens.append(.literal(character))
                i += 1
            }
        }
        return tokens
    }

    /// Parses `[...]` starting at `start`; returns the token and the index after `]`, or nil if
    /// the bracket is never closed. A `]` right after `[` or `[!` is a member, as in fnmatch.
    private static func parseSet(_ characters: [Character], from start: Int) -> (Token, Int)? {
        var i = start + 1
        var negated = false
        if i < characters.count, characters[i] == "!" || characters[i] == "^" {
            negated = true
            i += 1
        }
        var items: [SetItem] = []
        var first = true
        while i < characters.count {
            let character = characters[i]
            if character == "]" && !first {
                return (.set(items: items, negated: negated), i + 1)
            }
            first = false
            if i + 2 < characters.count, characters[i + 1] == "-", characters[i + 2] != "]" {
                items.append(.range(character, characters[i + 2]))
                i += 3
            } else {
                items.append(.single(character))
                i += 1
            }
        }
        return nil
    }
}
