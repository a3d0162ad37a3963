extension String {
    /// The text with spaces after it up to `width` characters (never cut): a column of a
    /// listing. Foundation's `padding(toLength:withPad:startingAt:)` bridges through
    /// `NSString` and was an eighth of `conformance list`.
    func padded(to width: Int) -> String {
        let missing = width - count
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}
