import Foundation

extension Scenario {
    /// Whether the network's callbacks race on two background lanes or more in some load: the
    /// order the lanes start in is drawn from the seed (the engine's `RunOptions.raceSeeds`).
    package var racesLanes: Bool {
        loads.contains { load in
            var lanes = Set<Int>()
            for answer in load.answers {
                if case .background(let lane) = answer.thread { lanes.insert(lane) }
            }
            return lanes.count > 1
        }
    }
}
