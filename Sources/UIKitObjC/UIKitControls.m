#import "UIKitObjC/Faces.h"

#include <objc/runtime.h>

// Controls, buttons and gesture recognisers. An adapter's target-action becomes a Swift
// `UIAction` on the Swift control or recogniser, so the engine's tap runs it as it runs a Swift
// adapter's: the action's block sends the selector to the target, which it holds weakly (as
// UIKit does), with the face of the sender.

@interface UIGestureRecognizer () <GACFace>
/// The Swift stand-in class `-initWithTarget:action:` makes for this class.
+ (const char *)gac_kind;
- (instancetype)gac_initTakingSwift:(gac_swift)swift
    __attribute__((objc_method_family(init))) NS_DESIGNATED_INITIALIZER;
@end

#pragma mark - Target-actions

/// A target-action an adapter registered, kept beside the Swift control or recogniser (faces
/// come and go) so it can be found again to remove it.
@interface GACTargetAction : NSObject {
 @public
  __weak id _target;
  /// Whether a target was given: a control's nil target means the responder chain.
  BOOL _targeted;
  SEL _action;
  /// The control events it is registered for (recognisers: unused).
  UIControlEvents _events;
  /// The Swift `UIAction` that runs it.
  GACSwiftBox *_uiAction;
}
@end

@implementation GACTargetAction
@end

static const char *const GACTargetActionsKey = "UIKit.targetActions";

/// The target-actions registered on the Swift object `owner`, made when `create`.
static NSMutableArray<GACTargetAction *> *GACTargetActions(gac_swift owner, BOOL create) {
  NSMutableArray *records = (__bridge NSMutableArray *)gac_uikit_attachment(owner, GACTargetActionsKey);
  if (records == nil && create) {
    records = [NSMutableArray array];
    gac_uikit_set_attachment(owner, GACTargetActionsKey, (__bridge void *)records);
  }
  return records;
}

static GACTargetAction *GACFindTargetAction(NSArray<GACTargetAction *> *records, id target, SEL action) {
  for (GACTargetAction *record in records)
    if (record->_target == target && record->_targeted == (target != nil) && sel_isEqual(record->_action, action))
      return record;
  return nil;
}

/// The first responder from `sender` up that implements `action`: where UIKit sends a
/// control's action that has no target.
static id GACResponderFor(id sender, SEL action) {
  if (![sender isKindOfClass:[UIResponder class]]) return nil;
  for (UIResponder *responder = sender; responder != nil; responder = responder.nextResponder)
    if ([responder respondsToSelector:action]) return responder;
  return nil;
}

/// Whether the delegate of the recogniser `sender` lets it recognise.
static BOOL GACGestureShouldBegin(UIGestureRecognizer *sender) {
  id<UIGestureRecognizerDelegate> delegate = sender.delegate;
  if (![delegate respondsToSelector:@selector(gestureRecognizerShouldBegin:)]) return YES;
  return [delegate gestureRecognizerShouldBegin:sender];
}

/// The block (+1, on the heap) a target-action's UIAction calls. It holds the target and the
/// sender (the Swift control or recogniser) weakly: a UIAction lives in its sender.
static void *GACActionBlock(id target, SEL action, gac_swift sender, BOOL isGesture) {
  __weak id weakTarget = target;
  BOOL targeted = target != nil;
  GACSwiftBox *senderReference = [[GACSwiftBox alloc] initTakingSwift:gac_uikit_weak_new(sender)];
  void (^block)(void) = ^{
    @autoreleasepool {
      id senderFace = (__bridge_transfer id)gac_uikit_weak_face(senderReference.swift);
      if (senderFace == nil) return;
      if (isGesture && !GACGestureShouldBegin(senderFace)) return;
      id receiver = weakTarget;
      if (receiver == nil) {
        if (targeted) return;
        receiver = GACResponderFor(senderFace, action);
        if (receiver == nil) return;
      }
      // UIKit's action methods take no argument, the sender, or the sender and the event.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-performSelector-leaks"
      [receiver performSelector:action withObject:senderFace withObject:nil];
#pragma clang diagnostic pop
    }
  };
  return (__bridge_retained void *)[block copy];
}

#pragma mark - Controls

@implementation UIControl

+ (const char *)gac_kind {
  return "UIControl";
}

- (BOOL)isEnabled {
  return gac_uikit_control_flag(self.gac_swift, GACControlEnabled);
}
- (void)setEnabled:(BOOL)enabled {
  gac_uikit_control_set_flag(self.gac_swift, GACControlEnabled, enabled);
}
- (BOOL)isSelected {
  return gac_uikit_control_flag(self.gac_swift, GACControlSelected);
}
- (void)setSelected:(BOOL)selected {
  gac_uikit_control_set_flag(self.gac_swift, GACControlSelected, selected);
}
- (BOOL)isHighlighted {
  return gac_uikit_control_flag(self.gac_swift, GACControlHighlighted);
}
- (void)setHighlighted:(BOOL)highlighted {
  gac_uikit_control_set_flag(self.gac_swift, GACControlHighlighted, highlighted);
}

- (UIControlState)state {
  UIControlState state = UIControlStateNormal;
  if (!self.enabled) state |= UIControlStateDisabled;
  if (self.selected) state |= UIControlStateSelected;
  if (self.highlighted) state |= UIControlStateHighlighted;
  return state;
}

// As in UIKit, a target-action pair is registered once: adding it again adds the events.
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events {
  if (action == NULL || events == 0) return;
  NSMutableArray<GACTargetAction *> *records = GACTargetActions(self.gac_swift, YES);
  GACTargetAction *record = GACFindTargetAction(records, target, action);
  if (record != nil) {
    UIControlEvents merged = record->_events | events;
    gac_uikit_control_set_action_events(self.gac_swift, record->_uiAction.swift, record->_events, merged);
    record->_events = merged;
    return;
  }
  record = [GACTargetAction new];
  record->_target = target;
  record->_targeted = target != nil;
  record->_action = action;
  record->_events = events;
  void *block = GACActionBlock(target, action, self.gac_swift, NO);
  record->_uiAction = [[GACSwiftBox alloc] initTakingSwift:gac_uikit_control_add_action(self.gac_swift, block, events)];
  [records addObject:record];
}

// A nil target or a NULL action matches every target or action, as in UIKit.
- (void)removeTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events {
  NSMutableArray<GACTargetAction *> *records = GACTargetActions(self.gac_swift, NO);
  for (GACTargetAction *record in [records copy]) {
    if (target != nil && record->_target != target) continue;
    if (action != NULL && !sel_isEqual(record->_action, action)) continue;
    UIControlEvents remaining = record->_events & ~events;
    if (remaining == record->_events) continue;
    gac_uikit_control_set_action_events(self.gac_swift, record->_uiAction.swift, record->_events, remaining);
    record->_events = remaining;
    if (remaining == 0) [records removeObjectIdenticalTo:record];
  }
}

- (void)sendActionsForControlEvents:(UIControlEvents)events {
  gac_uikit_control_send(self.gac_swift, events);
}

// Targets that are gone are left out; a nil target (the responder chain) is NSNull, as in UIKit.
- (NSSet *)allTargets {
  NSMutableSet *targets = [NSMutableSet set];
  for (GACTargetAction *record in GACTargetActions(self.gac_swift, NO)) {
    id target = record->_target;
    if (target != nil)
      [targets addObject:target];
    else if (!record->_targeted)
      [targets addObject:[NSNull null]];
  }
  return targets;
}

@end

#pragma mark - Buttons

@implementation UIButton

+ (const char *)gac_kind {
  return "UIButton";
}

// A custom button goes through `-initWithFrame:`, so a subclass's override runs, as in UIKit.
+ (instancetype)buttonWithType:(UIButtonType)buttonType {
  if (buttonType == UIButtonTypeCustom) return [[self alloc] initWithFrame:CGRectZero];
  return [[self alloc] gac_initTakingSwift:gac_uikit_button_make([self gac_kind], buttonType)];
}

- (UIButtonType)buttonType {
  return gac_uikit_button_type(self.gac_swift);
}

- (void)setTitle:(NSString *)title forState:(UIControlState)state {
  gac_uikit_button_set_title(self.gac_swift, title.UTF8String, state);
}
- (void)setTitleColor:(UIColor *)color forState:(UIControlState)state {
  gac_uikit_button_set_value(self.gac_swift, GACButtonTitleColor, state, color.gac_swift);
}
- (void)setImage:(UIImage *)image forState:(UIControlState)state {
  gac_uikit_button_set_value(self.gac_swift, GACButtonImage, state, image.gac_swift);
}
- (void)setBackgroundImage:(UIImage *)image forState:(UIControlState)state {
  gac_uikit_button_set_value(self.gac_swift, GACButtonBackgroundImage, state, image.gac_swift);
}

// A state without a value of its own shows the normal state's, as in UIKit.
- (NSString *)titleForState:(UIControlState)state {
  NSString *title = GACStringTakingUTF8(gac_uikit_button_title(self.gac_swift, state));
  if (title == nil && state != UIControlStateNormal)
    title = GACStringTakingUTF8(gac_uikit_button_title(self.gac_swift, UIControlStateNormal));
  return title;
}
- (id)gac_value:(gac_button_value)which forState:(UIControlState)state {
  id value = (__bridge_transfer id)gac_uikit_button_value(self.gac_swift, which, state);
  if (value == nil && state != UIControlStateNormal)
    value = (__bridge_transfer id)gac_uikit_button_value(self.gac_swift, which, UIControlStateNormal);
  return value;
}
- (UIColor *)titleColorForState:(UIControlState)state {
  return [self gac_value:GACButtonTitleColor forState:state];
}
- (UIImage *)imageForState:(UIControlState)state {
  return [self gac_value:GACButtonImage forState:state];
}
- (UIImage *)backgroundImageForState:(UIControlState)state {
  return [self gac_value:GACButtonBackgroundImage forState:state];
}
- (NSString *)currentTitle {
  return [self titleForState:self.state];
}
- (UIImage *)currentImage {
  return [self imageForState:self.state];
}
- (UILabel *)titleLabel {
  return nil;
}
- (UIImageView *)imageView {
  return nil;
}

@end

#pragma mark - Gesture recognisers

/// An object held weakly, to attach to a Swift object: a recogniser's delegate.
@interface GACWeakHolder : NSObject {
 @public
  __weak id _object;
}
@end

@implementation GACWeakHolder
@end

static const char *const GACDelegateKey = "UIKit.delegate";

// The face of a Swift recogniser. Registered, so the sender an action receives is the recogniser
// the adapter made while the adapter holds it.
@implementation UIGestureRecognizer {
  gac_swift _swift;
}

+ (const char *)gac_kind {
  return "UIGestureRecognizer";
}

GAC_REGISTERED_FACE_ROOT_METHODS

- (instancetype)initWithTarget:(id)target action:(SEL)action {
  gac_swift swift = gac_uikit_make([[self class] gac_kind], (gac_rect){0, 0, 0, 0});
  if (swift == NULL) return nil;
  if ((self = [super init])) {
    _swift = swift;
    GACFaceRegister(self, swift);
    if (target != nil && action != NULL) [self addTarget:target action:action];
  }
  return self;
}

- (instancetype)init {
  return [self initWithTarget:nil action:NULL];
}

- (void)addTarget:(id)target action:(SEL)action {
  if (target == nil || action == NULL) return;
  NSMutableArray<GACTargetAction *> *records = GACTargetActions(_swift, YES);
  if (GACFindTargetAction(records, target, action) != nil) return;
  GACTargetAction *record = [GACTargetAction new];
  record->_target = target;
  record->_targeted = YES;
  record->_action = action;
  void *block = GACActionBlock(target, action, _swift, YES);
  record->_uiAction = [[GACSwiftBox alloc] initTakingSwift:gac_uikit_gesture_add_action(_swift, block)];
  [records addObject:record];
}

// A nil target or a NULL action matches every target or action, as in UIKit.
- (void)removeTarget:(id)target action:(SEL)action {
  NSMutableArray<GACTargetAction *> *records = GACTargetActions(_swift, NO);
  for (GACTargetAction *record in [records copy]) {
    if (target != nil && record->_target != target) continue;
    if (action != NULL && !sel_isEqual(record->_action, action)) continue;
    gac_uikit_gesture_remove_action(_swift, record->_uiAction.swift);
    [records removeObjectIdenticalTo:record];
  }
}

- (UIGestureRecognizerState)state {
  return gac_uikit_gesture_state(_swift);
}

- (id<UIGestureRecognizerDelegate>)delegate {
  GACWeakHolder *holder = (__bridge GACWeakHolder *)gac_uikit_attachment(_swift, GACDelegateKey);
  return holder != nil ? holder->_object : nil;
}
- (void)setDelegate:(id<UIGestureRecognizerDelegate>)delegate {
  GACWeakHolder *holder = [GACWeakHolder new];
  holder->_object = delegate;
  gac_uikit_set_attachment(_swift, GACDelegateKey, (__bridge void *)holder);
}

- (BOOL)isEnabled {
  return gac_uikit_gesture_flag(_swift, GACGestureEnabled);
}
- (void)setEnabled:(BOOL)enabled {
  gac_uikit_gesture_set_flag(_swift, GACGestureEnabled, enabled);
}
- (BOOL)cancelsTouchesInView {
  return gac_uikit_gesture_flag(_swift, GACGestureCancelsTouches);
}
- (void)setCancelsTouchesInView:(BOOL)cancels {
  gac_uikit_gesture_set_flag(_swift, GACGestureCancelsTouches, cancels);
}
- (BOOL)delaysTouchesBegan {
  return gac_uikit_gesture_flag(_swift, GACGestureDelaysBegan);
}
- (void)setDelaysTouchesBegan:(BOOL)delays {
  gac_uikit_gesture_set_flag(_swift, GACGestureDelaysBegan, delays);
}
- (BOOL)delaysTouchesEnded {
  return gac_uikit_gesture_flag(_swift, GACGestureDelaysEnded);
}
- (void)setDelaysTouchesEnded:(BOOL)delays {
  gac_uikit_gesture_set_flag(_swift, GACGestureDelaysEnded, delays);
}

- (UIView *)view {
  return (__bridge_transfer UIView *)gac_uikit_gesture_view(_swift);
}

// Recognisers do not wait on one another here: a tap recognises at once.
- (void)requireGestureRecognizerToFail:(UIGestureRecognizer *)otherGestureRecognizer {
}

- (CGPoint)locationInView:(UIView *)view {
  UIView *own = self.view;
  if (own == nil) return CGPointZero;
  CGRect bounds = own.bounds;
  return [own convertPoint:CGPointMake(CGRectGetMidX(bounds), CGRectGetMidY(bounds)) toView:view];
}

- (NSUInteger)numberOfTouches {
  return 1;
}

@end

@implementation UITapGestureRecognizer

+ (const char *)gac_kind {
  return "UITapGestureRecognizer";
}

- (NSUInteger)numberOfTapsRequired {
  return (NSUInteger)gac_uikit_tap_count(self.gac_swift, 0);
}
- (void)setNumberOfTapsRequired:(NSUInteger)count {
  gac_uikit_tap_set_count(self.gac_swift, 0, (long)count);
}
- (NSUInteger)numberOfTouchesRequired {
  return (NSUInteger)gac_uikit_tap_count(self.gac_swift, 1);
}
- (void)setNumberOfTouchesRequired:(NSUInteger)count {
  gac_uikit_tap_set_count(self.gac_swift, 1, (long)count);
}

@end

#pragma mark - Views' recognisers

@implementation UIView (UIViewGestureRecognizers)

- (NSArray<UIGestureRecognizer *> *)gestureRecognizers {
  return (__bridge_transfer NSArray *)gac_uikit_view_gestures(self.gac_swift);
}

- (void)setGestureRecognizers:(NSArray<UIGestureRecognizer *> *)recognizers {
  for (UIGestureRecognizer *recognizer in self.gestureRecognizers) [self removeGestureRecognizer:recognizer];
  for (UIGestureRecognizer *recognizer in recognizers) [self addGestureRecognizer:recognizer];
}

- (void)addGestureRecognizer:(UIGestureRecognizer *)recognizer {
  if (recognizer != nil) gac_uikit_view_add_gesture(self.gac_swift, recognizer.gac_swift);
}

- (void)removeGestureRecognizer:(UIGestureRecognizer *)recognizer {
  if (recognizer != nil) gac_uikit_view_remove_gesture(self.gac_swift, recognizer.gac_swift);
}

@end
