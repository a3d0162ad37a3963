#import "UIKitObjC/Faces.h"

#include <dispatch/dispatch.h>

// Windows, scenes, the app, the screen and the device: faces of the Swift stand-ins. The app,
// the screen and the device are singletons whose faces live as long as the process.

UIApplicationOpenExternalURLOptionsKey const UIApplicationOpenURLOptionUniversalLinksOnly =
    @"UIApplicationOpenURLOptionUniversalLinksOnly";

NSNotificationName const UIApplicationDidFinishLaunchingNotification = @"UIApplicationDidFinishLaunchingNotification";
NSNotificationName const UIApplicationDidBecomeActiveNotification = @"UIApplicationDidBecomeActiveNotification";
NSNotificationName const UIApplicationWillResignActiveNotification = @"UIApplicationWillResignActiveNotification";
NSNotificationName const UIApplicationDidEnterBackgroundNotification = @"UIApplicationDidEnterBackgroundNotification";
NSNotificationName const UIApplicationWillEnterForegroundNotification = @"UIApplicationWillEnterForegroundNotification";
NSNotificationName const UIApplicationWillTerminateNotification = @"UIApplicationWillTerminateNotification";
NSNotificationName const UIApplicationDidReceiveMemoryWarningNotification =
    @"UIApplicationDidReceiveMemoryWarningNotification";
NSNotificationName const UIApplicationSignificantTimeChangeNotification =
    @"UIApplicationSignificantTimeChangeNotification";
NSNotificationName const UISceneWillConnectNotification = @"UISceneWillConnectNotification";
NSNotificationName const UISceneDidDisconnectNotification = @"UISceneDidDisconnectNotification";
NSNotificationName const UISceneDidActivateNotification = @"UISceneDidActivateNotification";
NSNotificationName const UISceneWillDeactivateNotification = @"UISceneWillDeactivateNotification";
NSNotificationName const UISceneWillEnterForegroundNotification = @"UISceneWillEnterForegroundNotification";
NSNotificationName const UISceneDidEnterBackgroundNotification = @"UISceneDidEnterBackgroundNotification";
NSNotificationName const UIWindowDidBecomeVisibleNotification = @"UIWindowDidBecomeVisibleNotification";
NSNotificationName const UIWindowDidBecomeHiddenNotification = @"UIWindowDidBecomeHiddenNotification";
NSNotificationName const UIWindowDidBecomeKeyNotification = @"UIWindowDidBecomeKeyNotification";
NSNotificationName const UIWindowDidResignKeyNotification = @"UIWindowDidResignKeyNotification";
NSNotificationName const UIDeviceOrientationDidChangeNotification = @"UIDeviceOrientationDidChangeNotification";
NSNotificationName const UIKeyboardWillShowNotification = @"UIKeyboardWillShowNotification";
NSNotificationName const UIKeyboardDidShowNotification = @"UIKeyboardDidShowNotification";
NSNotificationName const UIKeyboardWillHideNotification = @"UIKeyboardWillHideNotification";
NSNotificationName const UIKeyboardDidHideNotification = @"UIKeyboardDidHideNotification";

@interface UIScreen () <GACFace>
@end

@interface UIDevice () <GACFace>
@end

#pragma mark - Windows and scenes

@implementation UIWindow

+ (const char *)gac_kind {
  return "UIWindow";
}

// On the main screen, as the Swift stand-in's `init(windowScene:)`.
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene {
  if ((self = [self initWithFrame:[UIScreen mainScreen].bounds])) self.windowScene = windowScene;
  return self;
}

- (UIWindowScene *)windowScene {
  return (__bridge_transfer UIWindowScene *)gac_uikit_window_scene(self.gac_swift);
}
- (void)setWindowScene:(UIWindowScene *)windowScene {
  gac_uikit_window_set_scene(self.gac_swift, windowScene.gac_swift);
}
- (BOOL)isKeyWindow {
  return gac_uikit_window_is_key(self.gac_swift);
}
- (void)makeKeyWindow {
  gac_uikit_window_make_key(self.gac_swift, 0);
}
- (void)makeKeyAndVisible {
  gac_uikit_window_make_key(self.gac_swift, 1);
}
- (UIViewController *)rootViewController {
  return (__bridge_transfer UIViewController *)gac_uikit_window_root(self.gac_swift);
}
- (void)setRootViewController:(UIViewController *)controller {
  gac_uikit_window_set_root(self.gac_swift, controller.gac_swift);
}

@end

@implementation UIScene

+ (const char *)gac_kind {
  return "UIScene";
}

- (UISceneActivationState)activationState {
  return gac_uikit_scene_state(self.gac_swift);
}

@end

@implementation UIWindowScene

+ (const char *)gac_kind {
  return "UIWindowScene";
}

- (UIScreen *)screen {
  return [UIScreen mainScreen];
}
- (NSArray<UIWindow *> *)windows {
  return (__bridge_transfer NSArray *)gac_uikit_scene_windows(self.gac_swift) ?: @[];
}
- (UIWindow *)keyWindow {
  return (__bridge_transfer UIWindow *)gac_uikit_scene_key_window(self.gac_swift);
}

@end

#pragma mark - The app

// The app delegate an adapter set, if any (UIKit's property is `assign`).
static __weak id<UIApplicationDelegate> GACApplicationDelegate;

@implementation UIApplication

+ (const char *)gac_kind {
  return "UIApplication";
}

+ (UIApplication *)sharedApplication {
  static UIApplication *shared;
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    shared = (__bridge_transfer UIApplication *)gac_uikit_app();
  });
  return shared;
}

- (id<UIApplicationDelegate>)delegate {
  return GACApplicationDelegate;
}
- (void)setDelegate:(id<UIApplicationDelegate>)delegate {
  GACApplicationDelegate = delegate;
}
- (UIWindow *)keyWindow {
  return (__bridge_transfer UIWindow *)gac_uikit_app_key_window();
}
- (NSArray<UIWindow *> *)windows {
  return (__bridge_transfer NSArray *)gac_uikit_app_windows() ?: @[];
}
- (NSSet<UIScene *> *)connectedScenes {
  NSArray *scenes = (__bridge_transfer NSArray *)gac_uikit_app_scenes();
  return [NSSet setWithArray:scenes ?: @[]];
}
- (UIApplicationState)applicationState {
  return gac_uikit_app_state();
}
- (UIInterfaceOrientation)statusBarOrientation {
  return UIInterfaceOrientationPortrait;
}
- (BOOL)canOpenURL:(NSURL *)url {
  return url != nil && gac_uikit_app_can_open((__bridge void *)url);
}
- (BOOL)openURL:(NSURL *)url {
  return url != nil && gac_uikit_app_open((__bridge void *)url, NULL);
}
- (void)openURL:(NSURL *)url
              options:(NSDictionary<UIApplicationOpenExternalURLOptionsKey, id> *)options
    completionHandler:(void (^)(BOOL success))completion {
  BOOL opened = url != nil && gac_uikit_app_open((__bridge void *)url, (__bridge void *)options);
  if (completion != nil) completion(opened);
}

@end

#pragma mark - The screen and the device

@implementation UIScreen {
  gac_swift _swift;
}

GAC_REGISTERED_FACE_ROOT_METHODS

+ (UIScreen *)mainScreen {
  static UIScreen *main;
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    main = (__bridge_transfer UIScreen *)gac_uikit_screen();
  });
  return main;
}

- (CGRect)bounds {
  return GACCGRect(gac_uikit_screen_bounds(_swift));
}
- (CGFloat)scale {
  return gac_uikit_screen_scale(_swift);
}
- (CGRect)nativeBounds {
  CGRect bounds = self.bounds;
  CGFloat scale = self.scale;
  return CGRectMake(0, 0, bounds.size.width * scale, bounds.size.height * scale);
}
- (CGFloat)nativeScale {
  return self.scale;
}

@end

@implementation UIDevice {
  gac_swift _swift;
}

GAC_REGISTERED_FACE_ROOT_METHODS

+ (UIDevice *)currentDevice {
  static UIDevice *current;
  static dispatch_once_t once;
  dispatch_once(&once, ^{
    current = (__bridge_transfer UIDevice *)gac_uikit_device();
  });
  return current;
}

- (NSString *)name {
  return GACStringTakingUTF8(gac_uikit_device_text(_swift, GACDeviceName));
}
- (NSString *)model {
  return GACStringTakingUTF8(gac_uikit_device_text(_swift, GACDeviceModel));
}
- (NSString *)localizedModel {
  return GACStringTakingUTF8(gac_uikit_device_text(_swift, GACDeviceLocalizedModel));
}
- (NSString *)systemName {
  return GACStringTakingUTF8(gac_uikit_device_text(_swift, GACDeviceSystemName));
}
- (NSString *)systemVersion {
  return GACStringTakingUTF8(gac_uikit_device_text(_swift, GACDeviceSystemVersion));
}
- (NSUUID *)identifierForVendor {
  NSString *text = GACStringTakingUTF8(gac_uikit_device_text(_swift, GACDeviceIdentifierForVendor));
  return text == nil ? nil : [[NSUUID alloc] initWithUUIDString:text];
}
- (UIDeviceOrientation)orientation {
  return gac_uikit_device_number(_swift, GACDeviceOrientation);
}
- (UIUserInterfaceIdiom)userInterfaceIdiom {
  return gac_uikit_device_number(_swift, GACDeviceIdiom);
}
- (BOOL)isMultitaskingSupported {
  return gac_uikit_device_number(_swift, GACDeviceMultitasking) != 0;
}
- (BOOL)isBatteryMonitoringEnabled {
  return gac_uikit_device_number(_swift, GACDeviceBatteryMonitoring) != 0;
}
- (void)setBatteryMonitoringEnabled:(BOOL)enabled {
  gac_uikit_device_set_battery_monitoring(_swift, enabled);
}
- (float)batteryLevel {
  return (float)gac_uikit_device_battery(_swift);
}

@end
