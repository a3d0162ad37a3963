#import "UIKitObjC/Faces.h"

// A self-check of the UIKit faces as an Objective-C adapter uses them: views, labels, buttons and
// controllers made from Objective-C, identity through the Swift view tree, target-actions and
// tap recognisers fired by the engine's tap, windows and the app, Auto Layout, image contexts.
// It runs in a process whose host has declared the UIKit faces (`Faces.declareUIKit()`), and
// touches no state shared with scenarios running beside it: no window is made key, no URL opened.

/// A label subclass with state of its own, as adapters make.
@interface GACCheckLabel : UILabel {
 @public
  NSInteger _marker;
}
@end

@implementation GACCheckLabel
@end

/// A target that counts the actions it receives.
@interface GACCheckTarget : NSObject <UIGestureRecognizerDelegate> {
 @public
  NSInteger _taps;
  NSInteger _recognitions;
  __weak id _lastSender;
  UIGestureRecognizerState _stateDuringAction;
  BOOL _allowsRecognition;
}
@end

@implementation GACCheckTarget
- (void)tapped:(id)sender {
  _taps++;
  _lastSender = sender;
}
- (void)recognized:(UIGestureRecognizer *)sender {
  _recognitions++;
  _lastSender = sender;
  _stateDuringAction = sender.state;
}
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
  return _allowsRecognition;
}
@end

#define CHECK(condition, failure) \
  if (!(condition)) return "UIKit faces: " failure

static BOOL GACNear(CGFloat a, CGFloat b) {
  return a - b < 0.001 && b - a < 0.001;
}

static BOOL GACRectIs(CGRect rect, CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
  return GACNear(rect.origin.x, x) && GACNear(rect.origin.y, y) && GACNear(rect.size.width, width) &&
         GACNear(rect.size.height, height);
}

static const char *GACCheckViews(void) {
  UIView *root = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 300, 250)];
  GACCheckLabel *label = [[GACCheckLabel alloc] initWithFrame:CGRectMake(10, 10, 100, 20)];
  label->_marker = 42;
  [root addSubview:label];
  CHECK(root.subviews.count == 1 && root.subviews[0] == label, "a subview is not the label added");
  CHECK([label.superview isKindOfClass:[UIView class]] && label.superview == root, "the label's superview");
  GACCheckLabel *fetched = (GACCheckLabel *)root.subviews[0];
  CHECK([fetched isKindOfClass:[GACCheckLabel class]] && fetched->_marker == 42,
        "a subclass face lost its class or its ivars through -subviews");

  label.text = @"Headline";
  label.font = [UIFont boldSystemFontOfSize:13];
  label.textColor = [UIColor redColor];
  label.textAlignment = NSTextAlignmentCenter;
  label.numberOfLines = 2;
  CHECK([label.text isEqualToString:@"Headline"], "label text");
  CHECK(GACNear(label.font.pointSize, 13), "label font size");
  CHECK(label.textColor != nil && label.textAlignment == NSTextAlignmentCenter && label.numberOfLines == 2,
        "label colour, alignment or lines");

  UIImage *image = [UIImage imageWithData:[NSData dataWithBytes:"image" length:5]];
  UIImageView *imageView = [[UIImageView alloc] initWithImage:image];
  imageView.contentMode = UIViewContentModeScaleAspectFit;
  imageView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
  [root insertSubview:imageView atIndex:0];
  CHECK(image != nil && imageView.image == image, "an image view's image is not the image set");
  CHECK(imageView.contentMode == UIViewContentModeScaleAspectFit, "content mode");
  CHECK(imageView.autoresizingMask == (UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight),
        "autoresizing mask");
  CHECK(root.subviews[0] == imageView && root.subviews[1] == label, "subview order");
  CHECK(GACNear([label convertPoint:CGPointZero toView:root].x, 10), "converting a point");

  UIViewController *controller = [UIViewController new];
  [controller.view addSubview:root];
  CHECK(root.superview == controller.view && [root isDescendantOfView:controller.view], "a controller's view");

  __block BOOL animated = NO, completed = NO;
  [UIView animateWithDuration:0.3
      animations:^{
        animated = YES;
      }
      completion:^(BOOL finished) {
        completed = finished;
      }];
  CHECK(animated && completed, "an animation did not run its blocks");
  return NULL;
}

static const char *GACCheckControls(void) {
  UIView *root = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 300, 250)];
  UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
  [root addSubview:button];
  [button setTitle:@"Install" forState:UIControlStateNormal];
  CHECK([[button titleForState:UIControlStateNormal] isEqualToString:@"Install"], "button title");
  CHECK([[button titleForState:UIControlStateHighlighted] isEqualToString:@"Install"],
        "a state without a title does not show the normal one");
  UIImage *icon = [UIImage imageWithData:[NSData dataWithBytes:"icon" length:4]];
  [button setImage:icon forState:UIControlStateNormal];
  CHECK([button imageForState:UIControlStateNormal] == icon && button.currentImage == icon, "button image");
  CHECK(button.buttonType == UIButtonTypeCustom && [UIButton buttonWithType:UIButtonTypeClose].buttonType ==
                                                       UIButtonTypeClose,
        "button type");
  CHECK(button.titleLabel == nil, "a button's title label");

  GACCheckTarget *target = [GACCheckTarget new];
  [button addTarget:target action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
  [button addTarget:target action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
  CHECK(button.allTargets.count == 1, "all targets");
  gac_uikit_check_tap(root.gac_swift);
  CHECK(target->_taps == 1, "the engine's tap did not send a button's action once");
  CHECK(target->_lastSender == button, "an action's sender is not the button");
  [button sendActionsForControlEvents:UIControlEventTouchUpInside];
  CHECK(target->_taps == 2, "-sendActionsForControlEvents: did not send the action");
  button.enabled = NO;
  gac_uikit_check_tap(root.gac_swift);
  CHECK(!button.enabled && (button.state & UIControlStateDisabled) && target->_taps == 2,
        "a disabled button sent its action");
  button.enabled = YES;
  [button removeTarget:target action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
  gac_uikit_check_tap(root.gac_swift);
  CHECK(target->_taps == 2 && button.allTargets.count == 0, "a removed target-action was sent");

  @autoreleasepool {
    GACCheckTarget *gone = [GACCheckTarget new];
    [button addTarget:gone action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
  }
  gac_uikit_check_tap(root.gac_swift);

  UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 100, 20)];
  [root addSubview:label];
  UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:target action:@selector(recognized:)];
  [label addGestureRecognizer:tap];
  CHECK(label.gestureRecognizers.count == 1 && label.gestureRecognizers[0] == tap && tap.view == label,
        "a view's recogniser");
  CHECK(tap.numberOfTapsRequired == 1 && tap.enabled && tap.state == UIGestureRecognizerStatePossible,
        "a tap recogniser's defaults");
  gac_uikit_check_tap(root.gac_swift);
  CHECK(target->_recognitions == 1, "the engine's tap did not recognise a tap recogniser");
  CHECK(target->_lastSender == tap && target->_stateDuringAction == UIGestureRecognizerStateEnded,
        "a recogniser's action saw the wrong sender or state");
  CHECK(tap.state == UIGestureRecognizerStatePossible, "a recogniser's state after recognition");
  tap.enabled = NO;
  gac_uikit_check_tap(root.gac_swift);
  tap.enabled = YES;
  tap.numberOfTapsRequired = 2;
  gac_uikit_check_tap(label.gac_swift);
  CHECK(target->_recognitions == 1, "a disabled or double-tap recogniser recognised a single tap");
  tap.numberOfTapsRequired = 1;
  tap.delegate = target;
  gac_uikit_check_tap(label.gac_swift);
  CHECK(tap.delegate == target && target->_recognitions == 1, "a delegate refusing recognition was not asked");
  target->_allowsRecognition = YES;
  gac_uikit_check_tap(label.gac_swift);
  CHECK(target->_recognitions == 2, "a delegate allowing recognition");
  [label removeGestureRecognizer:tap];
  CHECK(label.gestureRecognizers == nil && tap.view == nil, "removing a recogniser");
  return NULL;
}

static const char *GACCheckApplication(void) {
  UIApplication *app = [UIApplication sharedApplication];
  CHECK(app != nil && app == [UIApplication sharedApplication], "the shared application");
  CHECK(app.applicationState == UIApplicationStateActive, "the application's state");
  UIWindowScene *scene = (UIWindowScene *)app.connectedScenes.anyObject;
  CHECK([scene isKindOfClass:[UIWindowScene class]] && scene.activationState == UISceneActivationStateForegroundActive,
        "the connected scene");
  UIWindow *window = [[UIWindow alloc] initWithWindowScene:scene];
  CHECK(window.windowScene == scene && GACNear(window.frame.size.width, [UIScreen mainScreen].bounds.size.width),
        "a window in a scene");
  UIViewController *controller = [UIViewController new];
  window.rootViewController = controller;
  CHECK(window.rootViewController == controller && controller.view.superview == window &&
            controller.view.window == window,
        "a window's root view controller");
  CHECK(!window.keyWindow, "a window never made key is key");
  // URLs are not opened here: a scenario running beside the checks would record the navigation.

  UIScreen *screen = [UIScreen mainScreen];
  CHECK(screen.scale > 0 && screen.bounds.size.width > 0 && screen == scene.screen, "the main screen");
  UIDevice *device = [UIDevice currentDevice];
  CHECK(device.systemVersion.length > 0 && device.model.length > 0 && device.identifierForVendor != nil,
        "the current device");
  CHECK(UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone, "the interface idiom");
  CHECK([UIApplicationDidBecomeActiveNotification isEqualToString:@"UIApplicationDidBecomeActiveNotification"],
        "a notification name");
  return NULL;
}

static const char *GACCheckLayout(void) {
  UIView *parent = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
  UIView *child = [[UIView alloc] initWithFrame:CGRectZero];
  UIView *sibling = [[UIView alloc] initWithFrame:CGRectZero];
  child.translatesAutoresizingMaskIntoConstraints = NO;
  [parent addSubview:child];
  [parent addSubview:sibling];
  NSLayoutConstraint *height = [child.heightAnchor constraintEqualToConstant:50];
  [NSLayoutConstraint activateConstraints:@[
    [child.leadingAnchor constraintEqualToAnchor:parent.leadingAnchor constant:10],
    [child.trailingAnchor constraintEqualToAnchor:parent.trailingAnchor constant:-10],
    [child.topAnchor constraintEqualToAnchor:parent.safeAreaLayoutGuide.topAnchor constant:20], height,
    [sibling.topAnchor constraintEqualToAnchor:child.bottomAnchor constant:8],
    [sibling.widthAnchor constraintLessThanOrEqualToAnchor:parent.widthAnchor multiplier:0.5],
  ]];
  CHECK(height.active && height.firstItem == child && height.secondItem == nil, "an active constraint's items");
  CHECK(GACRectIs(child.frame, 10, 20, 300, 50), "edges and a constant height did not place the view");
  height.constant = 60;
  CHECK(GACNear(child.frame.size.height, 60), "a changed constant did not place the view");
  parent.frame = CGRectMake(0, 0, 400, 480);
  [parent layoutIfNeeded];
  CHECK(GACNear(child.frame.size.width, 380), "laying out the superview did not place the view");
  CHECK(parent.safeAreaLayoutGuide == parent.safeAreaLayoutGuide &&
            GACRectIs(parent.safeAreaLayoutGuide.layoutFrame, 0, 0, 400, 480),
        "the safe area guide");

  NSLayoutConstraint *centered = [NSLayoutConstraint constraintWithItem:sibling
                                                              attribute:NSLayoutAttributeCenterX
                                                              relatedBy:NSLayoutRelationEqual
                                                                 toItem:parent
                                                              attribute:NSLayoutAttributeCenterX
                                                             multiplier:1
                                                               constant:0];
  NSLayoutConstraint *wide = [NSLayoutConstraint constraintWithItem:sibling
                                                          attribute:NSLayoutAttributeWidth
                                                          relatedBy:NSLayoutRelationEqual
                                                             toItem:nil
                                                          attribute:NSLayoutAttributeNotAnAttribute
                                                         multiplier:1
                                                           constant:100];
  [parent addConstraints:@[ centered, wide ]];
  CHECK(GACNear(sibling.frame.origin.x, 150) && GACNear(sibling.frame.size.width, 100),
        "a centred constant-width view");
  [NSLayoutConstraint deactivateConstraints:@[ centered, wide, height ]];
  CHECK(!centered.active && !height.active, "deactivating constraints");

  UIView *row = [[UIView alloc] initWithFrame:CGRectZero];
  [parent addSubview:row];
  NSArray<NSLayoutConstraint *> *format =
      [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[row]-(pad)-|"
                                              options:0
                                              metrics:@{@"pad" : @30}
                                                views:NSDictionaryOfVariableBindings(row)];
  CHECK(format.count == 2, "a visual format's constraints");
  [NSLayoutConstraint activateConstraints:format];
  CHECK(GACNear(row.frame.origin.x, 20) && GACNear(row.frame.size.width, 350), "a visual format's placement");
  NSArray *vertical = [NSLayoutConstraint constraintsWithVisualFormat:@"V:|[row(44)]"
                                                              options:0
                                                              metrics:nil
                                                                views:@{@"row" : row}];
  [NSLayoutConstraint activateConstraints:vertical];
  CHECK(vertical.count == 2 && GACRectIs(row.frame, 20, 0, 350, 44), "a vertical visual format");
  (void)[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-{nonsense" options:0 metrics:nil views:@{}];
  [child setContentHuggingPriority:UILayoutPriorityRequired forAxis:UILayoutConstraintAxisHorizontal];
  [child removeFromSuperview];
  [parent layoutIfNeeded];
  return NULL;
}

static const char *GACCheckGraphics(void) {
  UIGraphicsBeginImageContextWithOptions(CGSizeMake(10, 20), NO, 0);
  CGContextRef context = UIGraphicsGetCurrentContext();
  CHECK(context != NULL, "no current image context");
  UIColor *color = [UIColor blueColor];
  CHECK([UIColor colorWithCGColor:color.CGColor] == color, "a colour's CGColor");
  CGContextSetFillColorWithColor(context, color.CGColor);
  CGContextFillRect(context, CGRectMake(0, 0, 10, 20));
  UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
  UIGraphicsEndImageContext();
  CHECK(image != nil && GACNear(image.size.width, 10) && GACNear(image.size.height, 20) &&
            GACNear(image.scale, [UIScreen mainScreen].scale),
        "an image context's image");
  CHECK(UIGraphicsGetCurrentContext() == NULL, "an ended image context is current");
  return NULL;
}

const char *gac_uikit_face_checks(void) {
  const char *(*checks[])(void) = {GACCheckViews, GACCheckControls, GACCheckApplication, GACCheckLayout,
                                   GACCheckGraphics};
  for (size_t index = 0; index < sizeof checks / sizeof checks[0]; index++) {
    const char *failure;
    @autoreleasepool {
      failure = checks[index]();
    }
    if (failure != NULL) return failure;
  }
  return NULL;
}
