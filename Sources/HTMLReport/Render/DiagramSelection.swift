/// Which failing and errored cases get their diagrams when a page may draw only `limit` of
/// them: every group in turn gives its next case, so each rule and crash site keeps examples
/// however many cases the largest group has.
enum DiagramSelection {
    static func drawn(from groups: [CaseGroup], limit: Int) -> Set<Int> {
        var drawn = Set<Int>()
        var round = 0
        while drawn.count < limit, groups.contains(where: { $0.members.count > round }) {
            for group in groups where group.members.count > round {
                drawn.insert(group.members[round])
                if drawn.count == limit { break }
            }
            round += 1
        }
        return drawn
    }
}
