import GoogleMobileAds
import Testing

/// What Swift's Foundation on Linux lacks and adapters use, stood in for with the semantics
/// adapters rely on: a weak entry goes with its object.
@Suite struct LinuxMissingAPITests {
    final class Delegate: NSObject {}

    @Test func aWeakValuedMapTableForgetsAValueNobodyHolds() {
        let table = NSMapTable<NSString, Delegate>.strongToWeakObjects()
        var held: Delegate? = Delegate()
        table.setObject(held, forKey: "placement-1")
        #expect(table.object(forKey: "placement-1") === held)
        #expect(table.count == 1)
        held = nil
        #expect(table.object(forKey: "placement-1") == nil)
        #expect(table.count == 0)
    }

    @Test func keysCompareByEqualityAndAStrongTableKeepsItsValues() {
        let table = NSMapTable<NSString, Delegate>.strongToStrongObjects()
        table.setObject(Delegate(), forKey: NSString(string: "a"))
        let replacement = Delegate()
        table.setObject(replacement, forKey: NSString(string: "a"))
        #expect(table.count == 1)
        #expect(table.object(forKey: "a") === replacement)
        table.removeObject(forKey: "a")
        #expect(table.object(forKey: "a") == nil)
    }

    @Test func aWeakHashTableDropsMembersNobodyHolds() {
        let table = NSHashTable<Delegate>.weakObjects()
        let kept = Delegate()
        var dropped: Delegate? = Delegate()
        table.add(kept)
        table.add(dropped)
        table.add(kept)
        #expect(table.count == 2)
        dropped = nil
        #expect(table.allObjects.count == 1)
        #expect(table.contains(kept))
    }

    @Test func theDeviceIsAFixedPhone() {
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
    }
}
