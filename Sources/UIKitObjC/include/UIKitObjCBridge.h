// The plain-C surface of the UIKit faces that Swift calls. (What the faces call in Swift is
// declared in `UIKitObjC/SwiftSide.h`.)
#ifndef UIKIT_OBJC_BRIDGE_H
#define UIKIT_OBJC_BRIDGE_H

#include <ObjCFacesBridge.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The view flags the faces read and set through one function.
typedef enum { GACViewHidden = 0, GACViewUserInteraction = 1, GACViewClips = 2, GACViewAutoresizingConstraints = 3 } gac_view_flag;

/// Sends `-layoutSubviews` to a view's face, so an adapter's override runs when the engine lays
/// the view out.
void gac_uikit_layout(gac_object view);

/// The UIKit faces' self-check: NULL when every check passed, else the first failure. Needs the
/// host's UIKit declarations (`ObjCHost.install()`).
const char *gac_uikit_face_checks(void);

#ifdef __cplusplus
}
#endif
#endif
