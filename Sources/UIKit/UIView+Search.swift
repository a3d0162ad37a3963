import Foundation

/// Tree queries the harness uses to observe what an adapter put into an ad view.
/// They are not UIKit API, so they are `package` and their names say where they come from.
extension UIView {
    /// This view and all its descendants, depth first, parents before children.
    package var conformanceViewTree: [UIView] {
        var result: [UIView] = []
        visitTree { result.append($0) }
        return result
    }

    /// Every view in the tree rooted here (this view included) that is a `T`.
    package func conformanceViews<T: UIView>(ofType type: T.Type) -> [T] {
        var result: [T] = []
        visitTree { if let match = $0 as? T { result.append(match) } }
        return result
    }

    /// Calls `body` with each view of the tree, in `conformanceViewTree`'s order, building
    /// no array per level (every rendered scenario walks its ad view's tree several times).
    private func visitTree(_ body: (UIView) -> Void) {
        body(self)
        for child in subviews { child.visitTree(body) }
    }

    /// The first view in the tree rooted here (this view included) that is a `T`.
    package func conformanceFirstView<T: UIView>(ofType type: T.Type) -> T? {
        if let match = self as? T { return match }
        for child in subviews {
            if let match = child.conformanceFirstView(ofType: type) { return match }
        }
        return nil
    }

    /// Whether `view` is somewhere in the tree rooted here.
    package func conformanceContains(_ view: UIView) -> Bool {
        view.isDescendant(of: self)
    }
}
