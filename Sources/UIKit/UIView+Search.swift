import Foundation

/// Tree queries the harness uses to observe what an adapter put into an ad view.
/// They are not UIKit API, so they are `package` and their names say where they come from.
extension UIView {
    /// This view and all its descendants, depth first, parents before children.
    package var conformanceViewTree: [UIView] {
        var result: [UIView] = [self]
        for child in subviews { result.append(contentsOf: child.conformanceViewTree) }
        return result
    }

    /// Every view in the tree rooted here (this view included) that is a `T`.
    package func conformanceViews<T: UIView>(ofType type: T.Type) -> [T] {
        conformanceViewTree.compactMap { $0 as? T }
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
