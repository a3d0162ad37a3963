#import "UIKitObjC/Faces.h"

// Auto Layout as adapters write it: constraints made from items or anchors (or the visual
// format), activated and deactivated. Nothing solves a system of constraints. A view is placed
// from its active equality constraints to its superview (or the superview's safe area or
// margins) when they are activated or change, and when its superview lays out
// (`-layoutSubviews`): edges, centres, and sizes that are constants or multiples of the
// superview's. Constraints between siblings, inequalities and priorities are kept only.
//
// Constraints hold their items weakly, as UIKit does; a view's active constraints are attached
// to its Swift object (faces come and go), which is where placing finds them.

static const char *const GACConstraintsKey = "UIKit.constraints";
static const char *const GACLayoutGuidesKey = "UIKit.layoutGuides";
static const char *const GACSafeAreaGuideKey = "UIKit.safeAreaLayoutGuide";
static const char *const GACMarginsGuideKey = "UIKit.layoutMarginsGuide";
static const char *const GACMarginsKey = "UIKit.layoutMargins";

/// UIKit's default layout margins and its standard spacings, between siblings and to the
/// superview's edge.
static const CGFloat GACDefaultMargin = 8;
static const CGFloat GACSiblingSpacing = 8;
static const CGFloat GACSuperviewSpacing = 20;

const UIEdgeInsets UIEdgeInsetsZero = {0, 0, 0, 0};

typedef enum { GACGuidePlain, GACGuideSafeArea, GACGuideMargins } GACGuideKind;

@interface UILayoutGuide ()
@property(nonatomic) GACGuideKind gac_kind;
/// The owning view's Swift object (borrowed), NULL when it is gone.
@property(nonatomic, readonly) gac_swift gac_owner;
@end

/// A constraint's or an anchor's item: a view, held weakly through a weak reference to its Swift
/// object, or a layout guide (which holds its own view weakly).
@interface GACLayoutItem : NSObject {
 @public
  GACSwiftBox *_view;
  UILayoutGuide *_guide;
}
@end

@implementation GACLayoutItem

/// The item for a view or a guide; nil for anything else.
+ (instancetype)itemFor:(id)object {
  GACLayoutItem *item = [GACLayoutItem new];
  if ([object isKindOfClass:[UIView class]]) {
    item->_view = [[GACSwiftBox alloc] initTakingSwift:gac_uikit_weak_new([(UIView *)object gac_swift])];
  } else if ([object isKindOfClass:[UILayoutGuide class]]) {
    item->_guide = object;
  } else {
    return nil;
  }
  return item;
}

/// The view or the guide, nil once a view is gone.
- (id)object {
  if (_guide != nil) return _guide;
  return (__bridge_transfer id)gac_uikit_weak_face(_view.swift);
}

/// The view's Swift object (borrowed); NULL for a guide or a view that is gone.
- (gac_swift)viewSwift {
  return _view == nil ? NULL : gac_uikit_weak_object(_view.swift);
}

@end

#pragma mark - Placing views

/// What one axis of a view is constrained to, in its superview's coordinates.
typedef struct {
  BOOL hasMin, hasMax, hasCenter, hasSize;
  CGFloat min, max, center, size;
} GACAxis;

static UIEdgeInsets GACMargins(gac_swift view) {
  NSArray<NSNumber *> *margins = (__bridge NSArray *)gac_uikit_attachment(view, GACMarginsKey);
  if (margins.count != 4) return UIEdgeInsetsMake(GACDefaultMargin, GACDefaultMargin, GACDefaultMargin, GACDefaultMargin);
  return UIEdgeInsetsMake(margins[0].doubleValue, margins[1].doubleValue, margins[2].doubleValue,
                          margins[3].doubleValue);
}

static NSMutableArray<NSLayoutConstraint *> *GACConstraintsOf(gac_swift view, BOOL create) {
  NSMutableArray *constraints = (__bridge NSMutableArray *)gac_uikit_attachment(view, GACConstraintsKey);
  if (constraints == nil && create) {
    constraints = [NSMutableArray array];
    gac_uikit_set_attachment(view, GACConstraintsKey, (__bridge void *)constraints);
  }
  return constraints;
}

static BOOL GACIsVertical(NSLayoutAttribute attribute) {
  switch (attribute) {
    case NSLayoutAttributeTop:
    case NSLayoutAttributeBottom:
    case NSLayoutAttributeCenterY:
    case NSLayoutAttributeHeight:
    case NSLayoutAttributeTopMargin:
    case NSLayoutAttributeBottomMargin:
    case NSLayoutAttributeCenterYWithinMargins:
    case NSLayoutAttributeFirstBaseline:
    case NSLayoutAttributeLastBaseline:
      return YES;
    default:
      return NO;
  }
}

static BOOL GACIsSize(NSLayoutAttribute attribute) {
  return attribute == NSLayoutAttributeWidth || attribute == NSLayoutAttributeHeight;
}

/// Where in an axis a placed view's attribute goes; NO for attributes that are not placed.
static BOOL GACSetAxis(GACAxis *axis, NSLayoutAttribute attribute, CGFloat value) {
  switch (attribute) {
    case NSLayoutAttributeLeft:
    case NSLayoutAttributeLeading:
    case NSLayoutAttributeTop:
      axis->hasMin = YES, axis->min = value;
      return YES;
    case NSLayoutAttributeRight:
    case NSLayoutAttributeTrailing:
    case NSLayoutAttributeBottom:
      axis->hasMax = YES, axis->max = value;
      return YES;
    case NSLayoutAttributeCenterX:
    case NSLayoutAttributeCenterY:
      axis->hasCenter = YES, axis->center = value;
      return YES;
    case NSLayoutAttributeWidth:
    case NSLayoutAttributeHeight:
      axis->hasSize = YES, axis->size = value;
      return YES;
    default:
      return NO;
  }
}

/// The value of an attribute of `rect` (a reference: the superview, its safe area or margins).
static BOOL GACReferenceValue(CGRect rect, UIEdgeInsets margins, NSLayoutAttribute attribute, CGFloat *value) {
  switch (attribute) {
    case NSLayoutAttributeLeft:
    case NSLayoutAttributeLeading:
      *value = CGRectGetMinX(rect);
      return YES;
    case NSLayoutAttributeRight:
    case NSLayoutAttributeTrailing:
      *value = CGRectGetMaxX(rect);
      return YES;
    case NSLayoutAttributeCenterX:
    case NSLayoutAttributeCenterXWithinMargins:
      *value = CGRectGetMidX(rect);
      return YES;
    case NSLayoutAttributeWidth:
      *value = CGRectGetWidth(rect);
      return YES;
    case NSLayoutAttributeTop:
      *value = CGRectGetMinY(rect);
      return YES;
    case NSLayoutAttributeBottom:
      *value = CGRectGetMaxY(rect);
      return YES;
    case NSLayoutAttributeCenterY:
    case NSLayoutAttributeCenterYWithinMargins:
      *value = CGRectGetMidY(rect);
      return YES;
    case NSLayoutAttributeHeight:
      *value = CGRectGetHeight(rect);
      return YES;
    case NSLayoutAttributeLeftMargin:
    case NSLayoutAttributeLeadingMargin:
      *value = CGRectGetMinX(rect) + margins.left;
      return YES;
    case NSLayoutAttributeRightMargin:
    case NSLayoutAttributeTrailingMargin:
      *value = CGRectGetMaxX(rect) - margins.right;
      return YES;
    case NSLayoutAttributeTopMargin:
      *value = CGRectGetMinY(rect) + margins.top;
      return YES;
    case NSLayoutAttributeBottomMargin:
      *value = CGRectGetMaxY(rect) - margins.bottom;
      return YES;
    default:
      return NO;
  }
}

/// The rectangle `item` stands for in the coordinates of `superview` (the superview itself or
/// one of its guides); NO when the item is neither.
static BOOL GACReferenceRect(GACLayoutItem *item, gac_swift superview, CGRect *rect) {
  if (superview == NULL || item == nil) return NO;
  CGRect bounds = GACCGRect(gac_uikit_view_bounds(superview));
  if (item->_guide != nil) {
    if (item->_guide.gac_owner != superview) return NO;
    *rect = item->_guide.gac_kind == GACGuideMargins ? UIEdgeInsetsInsetRect(bounds, GACMargins(superview)) : bounds;
    return YES;
  }
  if ([item viewSwift] != superview) return NO;
  *rect = bounds;
  return YES;
}

@interface NSLayoutConstraint ()
- (void)gac_applyTo:(gac_swift)view superview:(gac_swift)superview horizontal:(GACAxis *)h vertical:(GACAxis *)v;
- (void)gac_setActive:(BOOL)active;
/// The Swift objects (borrowed) of the views the constraint relates.
- (void)gac_views:(gac_swift[_Nonnull 2])views;
@end

static void GACResolve(GACAxis axis, CGFloat *origin, CGFloat *length) {
  if (!(axis.hasMin || axis.hasMax || axis.hasCenter || axis.hasSize)) return;
  CGFloat size = *length;
  if (axis.hasSize)
    size = axis.size;
  else if (axis.hasMin && axis.hasMax)
    size = axis.max - axis.min;
  else if (axis.hasMin && axis.hasCenter)
    size = 2 * (axis.center - axis.min);
  else if (axis.hasMax && axis.hasCenter)
    size = 2 * (axis.max - axis.center);
  if (size < 0) size = 0;
  if (axis.hasMin)
    *origin = axis.min;
  else if (axis.hasMax)
    *origin = axis.max - size;
  else if (axis.hasCenter)
    *origin = axis.center - size / 2;
  *length = size;
}

/// Places `view` from its active constraints to its superview, and then the subviews of a view
/// whose frame changed.
static void GACPlace(gac_swift view) {
  NSArray<NSLayoutConstraint *> *constraints = [GACConstraintsOf(view, NO) copy];
  if (constraints.count == 0) return;
  UIView *superview = (__bridge_transfer UIView *)gac_uikit_view_superview(view);
  GACAxis horizontal = {0}, vertical = {0};
  for (NSLayoutConstraint *constraint in constraints)
    [constraint gac_applyTo:view superview:superview.gac_swift horizontal:&horizontal vertical:&vertical];
  CGRect frame = GACCGRect(gac_uikit_view_frame(view)), placed = frame;
  GACResolve(horizontal, &placed.origin.x, &placed.size.width);
  GACResolve(vertical, &placed.origin.y, &placed.size.height);
  if (CGRectEqualToRect(placed, frame)) return;
  gac_uikit_view_set_frame(view, GACRect(placed));
  NSArray<UIView *> *subviews = (__bridge_transfer NSArray *)gac_uikit_view_subviews(view);
  for (UIView *subview in subviews) GACPlace(subview.gac_swift);
}

/// Places the views the constraints relate.
static void GACPlaceViewsOf(NSArray<NSLayoutConstraint *> *constraints) {
  for (NSLayoutConstraint *constraint in constraints) {
    gac_swift views[2];
    [constraint gac_views:views];
    for (int index = 0; index < 2; index++)
      if (views[index] != NULL) GACPlace(views[index]);
  }
}

void GACLayoutSubviews(UIView *view) {
  NSArray<UIView *> *subviews = (__bridge_transfer NSArray *)gac_uikit_view_subviews(view.gac_swift);
  for (UIView *subview in subviews) GACPlace(subview.gac_swift);
}

#pragma mark - Constraints

@implementation NSLayoutConstraint {
  GACLayoutItem *_first;
  GACLayoutItem *_second;
  NSLayoutAttribute _firstAttribute;
  NSLayoutAttribute _secondAttribute;
  NSLayoutRelation _relation;
  CGFloat _multiplier;
  CGFloat _constant;
  UILayoutPriority _priority;
  BOOL _active;
  NSString *_identifier;
}

+ (instancetype)gac_constraintWithItem:(GACLayoutItem *)first
                             attribute:(NSLayoutAttribute)firstAttribute
                             relatedBy:(NSLayoutRelation)relation
                                toItem:(GACLayoutItem *)second
                             attribute:(NSLayoutAttribute)secondAttribute
                            multiplier:(CGFloat)multiplier
                              constant:(CGFloat)constant {
  NSLayoutConstraint *constraint = [self new];
  constraint->_first = first;
  constraint->_second = second;
  constraint->_firstAttribute = firstAttribute;
  constraint->_secondAttribute = second == nil ? NSLayoutAttributeNotAnAttribute : secondAttribute;
  constraint->_relation = relation;
  constraint->_multiplier = multiplier;
  constraint->_constant = constant;
  constraint->_priority = UILayoutPriorityRequired;
  return constraint;
}

+ (instancetype)constraintWithItem:(id)view1
                         attribute:(NSLayoutAttribute)attr1
                         relatedBy:(NSLayoutRelation)relation
                            toItem:(id)view2
                         attribute:(NSLayoutAttribute)attr2
                        multiplier:(CGFloat)multiplier
                          constant:(CGFloat)c {
  return [self gac_constraintWithItem:[GACLayoutItem itemFor:view1]
                            attribute:attr1
                            relatedBy:relation
                               toItem:[GACLayoutItem itemFor:view2]
                            attribute:attr2
                           multiplier:multiplier
                             constant:c];
}

+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints {
  for (NSLayoutConstraint *constraint in constraints) [constraint gac_setActive:YES];
  GACPlaceViewsOf(constraints);
}

+ (void)deactivateConstraints:(NSArray<NSLayoutConstraint *> *)constraints {
  for (NSLayoutConstraint *constraint in constraints) [constraint gac_setActive:NO];
}

- (void)gac_views:(gac_swift[2])views {
  views[0] = [_first viewSwift];
  views[1] = [_second viewSwift];
}

// An active constraint is kept by the views it relates, as UIKit's is by their common ancestor.
- (void)gac_setActive:(BOOL)active {
  if (active == _active) return;
  _active = active;
  gac_swift views[2];
  [self gac_views:views];
  for (int index = 0; index < 2; index++) {
    if (views[index] == NULL || (index == 1 && views[1] == views[0])) continue;
    NSMutableArray<NSLayoutConstraint *> *constraints = GACConstraintsOf(views[index], active);
    if (active)
      [constraints addObject:self];
    else
      [constraints removeObjectIdenticalTo:self];
  }
}

- (BOOL)isActive {
  return _active;
}
- (void)setActive:(BOOL)active {
  [self gac_setActive:active];
  if (active) GACPlaceViewsOf(@[ self ]);
}

- (CGFloat)constant {
  return _constant;
}
- (void)setConstant:(CGFloat)constant {
  _constant = constant;
  if (_active) GACPlaceViewsOf(@[ self ]);
}

- (UILayoutPriority)priority {
  return _priority;
}
- (void)setPriority:(UILayoutPriority)priority {
  _priority = priority;
}
- (NSString *)identifier {
  return _identifier;
}
- (void)setIdentifier:(NSString *)identifier {
  _identifier = [identifier copy];
}
- (id)firstItem {
  return [_first object];
}
- (id)secondItem {
  return [_second object];
}
- (NSLayoutAttribute)firstAttribute {
  return _firstAttribute;
}
- (NSLayoutAttribute)secondAttribute {
  return _secondAttribute;
}
- (NSLayoutRelation)relation {
  return _relation;
}
- (CGFloat)multiplier {
  return _multiplier;
}

// `view.a = m * reference.b + c`, or `reference.a = m * view.b + c` solved for the view, where the
// reference is the view's superview or one of its guides (or nothing, for a constant size).
- (void)gac_applyTo:(gac_swift)view superview:(gac_swift)superview horizontal:(GACAxis *)h vertical:(GACAxis *)v {
  if (_relation != NSLayoutRelationEqual) return;
  NSLayoutAttribute placed, referenced;
  CGFloat value;
  CGRect rect;
  UIEdgeInsets margins = superview != NULL ? GACMargins(superview) : UIEdgeInsetsZero;
  if ([_first viewSwift] == view && _second == nil) {
    if (!GACIsSize(_firstAttribute)) return;
    placed = _firstAttribute;
    value = _constant;
  } else if ([_first viewSwift] == view && GACReferenceRect(_second, superview, &rect)) {
    placed = _firstAttribute, referenced = _secondAttribute;
    if (GACIsVertical(placed) != GACIsVertical(referenced) || GACIsSize(placed) != GACIsSize(referenced)) return;
    if (!GACReferenceValue(rect, margins, referenced, &value)) return;
    if (!GACIsSize(placed) && _multiplier != 1) return;
    value = _multiplier * value + _constant;
  } else if ([_second viewSwift] == view && GACReferenceRect(_first, superview, &rect)) {
    placed = _secondAttribute, referenced = _firstAttribute;
    if (GACIsVertical(placed) != GACIsVertical(referenced) || GACIsSize(placed) != GACIsSize(referenced)) return;
    if (!GACReferenceValue(rect, margins, referenced, &value) || _multiplier == 0) return;
    if (!GACIsSize(placed) && _multiplier != 1) return;
    value = (value - _constant) / _multiplier;
  } else {
    return;
  }
  GACSetAxis(GACIsVertical(placed) ? v : h, placed, value);
}

#pragma mark The visual format

/// One predicate of the visual format: `==8`, `>=metric@750`, `(==otherView)`.
typedef struct {
  NSLayoutRelation relation;
  CGFloat constant;
  __unsafe_unretained id view;
  UILayoutPriority priority;
} GACPredicate;

enum { GACMaxPredicates = 8 };

/// Reads a name or a number at `*index`.
static NSString *GACToken(NSString *text, NSUInteger *index) {
  NSUInteger start = *index;
  while (*index < text.length) {
    unichar ch = [text characterAtIndex:*index];
    BOOL part = (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_' ||
                ch == '.' || (ch == '-' && *index == start);
    if (!part) break;
    (*index)++;
  }
  return [text substringWithRange:NSMakeRange(start, *index - start)];
}

/// A number, a metric or (when `views` is given) a view's name as a constant or a view.
static BOOL GACTokenValue(NSString *token, NSDictionary *metrics, NSDictionary *views, CGFloat *constant, id *view) {
  if (token.length == 0) return NO;
  unichar first = [token characterAtIndex:0];
  if ((first >= '0' && first <= '9') || first == '-' || first == '.') {
    *constant = token.doubleValue;
    return YES;
  }
  id metric = metrics[token];
  if ([metric isKindOfClass:[NSNumber class]]) {
    *constant = [metric doubleValue];
    return YES;
  }
  id named = views[token];
  if (named != nil && view != NULL) {
    *view = named;
    return YES;
  }
  return NO;
}

/// Reads predicates at `*index` up to `close` (`)`; or `-` for a bare connection constant).
static int GACPredicates(NSString *text, NSUInteger *index, unichar close, NSDictionary *metrics, NSDictionary *views,
                         GACPredicate *predicates) {
  int count = 0;
  while (*index < text.length && count < GACMaxPredicates) {
    GACPredicate predicate = {NSLayoutRelationEqual, 0, nil, UILayoutPriorityRequired};
    NSString *rest = [text substringFromIndex:*index];
    if ([rest hasPrefix:@"=="]) {
      *index += 2;
    } else if ([rest hasPrefix:@">="]) {
      predicate.relation = NSLayoutRelationGreaterThanOrEqual, *index += 2;
    } else if ([rest hasPrefix:@"<="]) {
      predicate.relation = NSLayoutRelationLessThanOrEqual, *index += 2;
    }
    id view = nil;
    if (!GACTokenValue(GACToken(text, index), metrics, views, &predicate.constant, &view)) return -1;
    predicate.view = view;
    if (*index < text.length && [text characterAtIndex:*index] == '@') {
      (*index)++;
      CGFloat priority = 0;
      if (!GACTokenValue(GACToken(text, index), metrics, nil, &priority, NULL)) return -1;
      predicate.priority = (UILayoutPriority)priority;
    }
    predicates[count++] = predicate;
    if (*index >= text.length) return -1;
    unichar next = [text characterAtIndex:*index];
    if (next == close) return count;
    if (next != ',') return -1;
    (*index)++;
  }
  return -1;
}

/// The connection read since the last element of a visual format: none (the elements are
/// adjacent), the standard space, or predicates.
typedef struct {
  BOOL connected, standard;
  int count;
  GACPredicate predicates[GACMaxPredicates];
} GACConnection;

/// Adds the constraints `item1.attr1 (relation) item2.attr2 + space` of a connection.
static void GACRelate(NSMutableArray<NSLayoutConstraint *> *result, const GACConnection *connection, id item1,
                      NSLayoutAttribute attr1, id item2, NSLayoutAttribute attr2, CGFloat standardSpace) {
  if (!connection->connected || connection->standard) {
    [result addObject:[NSLayoutConstraint constraintWithItem:item1
                                                   attribute:attr1
                                                   relatedBy:NSLayoutRelationEqual
                                                      toItem:item2
                                                   attribute:attr2
                                                  multiplier:1
                                                    constant:connection->connected ? standardSpace : 0]];
    return;
  }
  for (int i = 0; i < connection->count; i++) {
    NSLayoutConstraint *constraint = [NSLayoutConstraint constraintWithItem:item1
                                                                  attribute:attr1
                                                                  relatedBy:connection->predicates[i].relation
                                                                     toItem:item2
                                                                  attribute:attr2
                                                                 multiplier:1
                                                                   constant:connection->predicates[i].constant];
    constraint.priority = connection->predicates[i].priority;
    [result addObject:constraint];
  }
}

// The visual format's common forms: `H:`/`V:`, `|`, `-`, `-8-`, `-(>=8)-`, `-metric-`,
// `[view]`, `[view(44)]`, `[view(==other)]`, priorities, and the alignment options. Anything
// else ends the parse: the constraints read so far are returned (UIKit would raise).
+ (NSArray<NSLayoutConstraint *> *)constraintsWithVisualFormat:(NSString *)format
                                                       options:(NSLayoutFormatOptions)opts
                                                       metrics:(NSDictionary<NSString *, id> *)metrics
                                                         views:(NSDictionary<NSString *, id> *)views {
  NSString *text = [[format componentsSeparatedByCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]]
      componentsJoinedByString:@""];
  NSUInteger index = 0;
  BOOL vertical = NO;
  if ([text hasPrefix:@"V:"])
    vertical = YES, index = 2;
  else if ([text hasPrefix:@"H:"])
    index = 2;
  NSLayoutAttribute leading = NSLayoutAttributeLeading, trailing = NSLayoutAttributeTrailing;
  if (vertical) {
    leading = NSLayoutAttributeTop, trailing = NSLayoutAttributeBottom;
  } else if ((opts & NSLayoutFormatDirectionMask) == NSLayoutFormatDirectionLeftToRight) {
    leading = NSLayoutAttributeLeft, trailing = NSLayoutAttributeRight;
  } else if ((opts & NSLayoutFormatDirectionMask) == NSLayoutFormatDirectionRightToLeft) {
    leading = NSLayoutAttributeRight, trailing = NSLayoutAttributeLeft;
  }
  NSLayoutAttribute size = vertical ? NSLayoutAttributeHeight : NSLayoutAttributeWidth;

  NSMutableArray<NSLayoutConstraint *> *result = [NSMutableArray array];
  NSMutableArray<UIView *> *laidOut = [NSMutableArray array];
  UIView *previous = nil;
  BOOL afterEdge = NO;
  GACConnection connection = {0};

  while (index < text.length) {
    unichar ch = [text characterAtIndex:index];
    if (ch == '|') {
      index++;
      if (previous != nil) {
        UIView *superview = previous.superview;
        if (superview == nil) break;
        GACRelate(result, &connection, superview, trailing, previous, trailing, GACSuperviewSpacing);
        previous = nil;
      } else {
        afterEdge = YES;
      }
      connection = (GACConnection){0};
    } else if (ch == '-') {
      index++;
      connection.connected = YES;
      if (index < text.length && ([text characterAtIndex:index] == '[' || [text characterAtIndex:index] == '|')) {
        connection.standard = YES;
        continue;
      }
      if (index < text.length && [text characterAtIndex:index] == '(') {
        index++;
        connection.count = GACPredicates(text, &index, ')', metrics, nil, connection.predicates);
        if (connection.count < 0) break;
        index++;
      } else {
        connection.count = GACPredicates(text, &index, '-', metrics, nil, connection.predicates);
        if (connection.count < 0) break;
      }
      if (index >= text.length || [text characterAtIndex:index] != '-') break;
      index++;
    } else if (ch == '[') {
      index++;
      NSString *name = GACToken(text, &index);
      UIView *view = views[name];
      if (![view isKindOfClass:[UIView class]] || index >= text.length) break;
      if ([text characterAtIndex:index] == '(') {
        index++;
        GACPredicate sizes[GACMaxPredicates];
        int count = GACPredicates(text, &index, ')', metrics, views, sizes);
        if (count < 0) break;
        index++;
        for (int i = 0; i < count; i++) {
          NSLayoutConstraint *constraint = [NSLayoutConstraint constraintWithItem:view
                                                                        attribute:size
                                                                        relatedBy:sizes[i].relation
                                                                           toItem:sizes[i].view
                                                                        attribute:size
                                                                       multiplier:1
                                                                         constant:sizes[i].constant];
          constraint.priority = sizes[i].priority;
          [result addObject:constraint];
        }
      }
      if (index >= text.length || [text characterAtIndex:index] != ']') break;
      index++;
      if (previous != nil) {
        GACRelate(result, &connection, view, leading, previous, trailing, GACSiblingSpacing);
      } else if (afterEdge && view.superview != nil) {
        GACRelate(result, &connection, view, leading, view.superview, leading, GACSuperviewSpacing);
      }
      previous = view, afterEdge = NO;
      connection = (GACConnection){0};
      [laidOut addObject:view];
    } else {
      break;
    }
  }

  NSLayoutFormatOptions alignment = opts & NSLayoutFormatAlignmentMask;
  for (NSUInteger i = 1; i < laidOut.count; i++) {
    for (NSLayoutAttribute attribute = NSLayoutAttributeLeft; attribute <= NSLayoutAttributeFirstBaseline; attribute++) {
      if (!(alignment & (1UL << attribute))) continue;
      [result addObject:[NSLayoutConstraint constraintWithItem:laidOut[i]
                                                     attribute:attribute
                                                     relatedBy:NSLayoutRelationEqual
                                                        toItem:laidOut[i - 1]
                                                     attribute:attribute
                                                    multiplier:1
                                                      constant:0]];
    }
  }
  return result;
}

@end

NSDictionary<NSString *, id> *_NSDictionaryOfVariableBindings(NSString *commaSeparatedKeysString, id firstValue, ...) {
  NSMutableDictionary *bindings = [NSMutableDictionary dictionary];
  NSArray<NSString *> *keys = [commaSeparatedKeysString componentsSeparatedByString:@","];
  va_list values;
  va_start(values, firstValue);
  id value = firstValue;
  for (NSString *key in keys) {
    if (value == nil) break;
    bindings[[key stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]]] = value;
    value = va_arg(values, id);
  }
  va_end(values);
  return bindings;
}

#pragma mark - Anchors

@interface NSLayoutAnchor () {
 @public
  GACLayoutItem *_item;
  NSLayoutAttribute _attribute;
}
+ (instancetype)gac_anchorFor:(id)object attribute:(NSLayoutAttribute)attribute;
@end

@implementation NSLayoutAnchor

+ (instancetype)gac_anchorFor:(id)object attribute:(NSLayoutAttribute)attribute {
  NSLayoutAnchor *anchor = [self new];
  anchor->_item = [GACLayoutItem itemFor:object];
  anchor->_attribute = attribute;
  return anchor;
}

- (id)copyWithZone:(NSZone *)zone {
  return self;
}

- (id)item {
  return [_item object];
}

- (NSLayoutConstraint *)gac_relatedBy:(NSLayoutRelation)relation
                                   to:(NSLayoutAnchor *)anchor
                           multiplier:(CGFloat)multiplier
                             constant:(CGFloat)constant {
  return [NSLayoutConstraint gac_constraintWithItem:_item
                                          attribute:_attribute
                                          relatedBy:relation
                                             toItem:anchor == nil ? nil : anchor->_item
                                          attribute:anchor == nil ? NSLayoutAttributeNotAnAttribute : anchor->_attribute
                                         multiplier:multiplier
                                           constant:constant];
}

- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor *)anchor {
  return [self gac_relatedBy:NSLayoutRelationEqual to:anchor multiplier:1 constant:0];
}
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor *)anchor {
  return [self gac_relatedBy:NSLayoutRelationGreaterThanOrEqual to:anchor multiplier:1 constant:0];
}
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor *)anchor {
  return [self gac_relatedBy:NSLayoutRelationLessThanOrEqual to:anchor multiplier:1 constant:0];
}
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor *)anchor constant:(CGFloat)c {
  return [self gac_relatedBy:NSLayoutRelationEqual to:anchor multiplier:1 constant:c];
}
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor *)anchor constant:(CGFloat)c {
  return [self gac_relatedBy:NSLayoutRelationGreaterThanOrEqual to:anchor multiplier:1 constant:c];
}
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor *)anchor constant:(CGFloat)c {
  return [self gac_relatedBy:NSLayoutRelationLessThanOrEqual to:anchor multiplier:1 constant:c];
}

@end

@implementation NSLayoutXAxisAnchor
@end

@implementation NSLayoutYAxisAnchor
@end

@implementation NSLayoutDimension

- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c {
  return [self gac_relatedBy:NSLayoutRelationEqual to:nil multiplier:1 constant:c];
}
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c {
  return [self gac_relatedBy:NSLayoutRelationGreaterThanOrEqual to:nil multiplier:1 constant:c];
}
- (NSLayoutConstraint *)constraintLessThanOrEqualToConstant:(CGFloat)c {
  return [self gac_relatedBy:NSLayoutRelationLessThanOrEqual to:nil multiplier:1 constant:c];
}
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m {
  return [self gac_relatedBy:NSLayoutRelationEqual to:anchor multiplier:m constant:0];
}
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m {
  return [self gac_relatedBy:NSLayoutRelationGreaterThanOrEqual to:anchor multiplier:m constant:0];
}
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m {
  return [self gac_relatedBy:NSLayoutRelationLessThanOrEqual to:anchor multiplier:m constant:0];
}
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m constant:(CGFloat)c {
  return [self gac_relatedBy:NSLayoutRelationEqual to:anchor multiplier:m constant:c];
}
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                                  multiplier:(CGFloat)m
                                                    constant:(CGFloat)c {
  return [self gac_relatedBy:NSLayoutRelationGreaterThanOrEqual to:anchor multiplier:m constant:c];
}
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                               multiplier:(CGFloat)m
                                                 constant:(CGFloat)c {
  return [self gac_relatedBy:NSLayoutRelationLessThanOrEqual to:anchor multiplier:m constant:c];
}

@end

/// The ten anchors of a view or a guide.
#define GAC_ANCHORS                                                                                        \
  -(NSLayoutXAxisAnchor *)leadingAnchor {                                                                  \
    return [NSLayoutXAxisAnchor gac_anchorFor:self attribute:NSLayoutAttributeLeading];                    \
  }                                                                                                        \
  -(NSLayoutXAxisAnchor *)trailingAnchor {                                                                 \
    return [NSLayoutXAxisAnchor gac_anchorFor:self attribute:NSLayoutAttributeTrailing];                   \
  }                                                                                                        \
  -(NSLayoutXAxisAnchor *)leftAnchor {                                                                     \
    return [NSLayoutXAxisAnchor gac_anchorFor:self attribute:NSLayoutAttributeLeft];                       \
  }                                                                                                        \
  -(NSLayoutXAxisAnchor *)rightAnchor {                                                                    \
    return [NSLayoutXAxisAnchor gac_anchorFor:self attribute:NSLayoutAttributeRight];                      \
  }                                                                                                        \
  -(NSLayoutYAxisAnchor *)topAnchor {                                                                      \
    return [NSLayoutYAxisAnchor gac_anchorFor:self attribute:NSLayoutAttributeTop];                        \
  }                                                                                                        \
  -(NSLayoutYAxisAnchor *)bottomAnchor {                                                                   \
    return [NSLayoutYAxisAnchor gac_anchorFor:self attribute:NSLayoutAttributeBottom];                     \
  }                                                                                                        \
  -(NSLayoutDimension *)widthAnchor {                                                                      \
    return [NSLayoutDimension gac_anchorFor:self attribute:NSLayoutAttributeWidth];                        \
  }                                                                                                        \
  -(NSLayoutDimension *)heightAnchor {                                                                     \
    return [NSLayoutDimension gac_anchorFor:self attribute:NSLayoutAttributeHeight];                       \
  }                                                                                                        \
  -(NSLayoutXAxisAnchor *)centerXAnchor {                                                                  \
    return [NSLayoutXAxisAnchor gac_anchorFor:self attribute:NSLayoutAttributeCenterX];                    \
  }                                                                                                        \
  -(NSLayoutYAxisAnchor *)centerYAnchor {                                                                  \
    return [NSLayoutYAxisAnchor gac_anchorFor:self attribute:NSLayoutAttributeCenterY];                    \
  }

#pragma mark - Layout guides

@implementation UILayoutGuide {
  GACSwiftBox *_owner;
  NSString *_identifier;
}

@synthesize gac_kind = _gacKind;

- (instancetype)init {
  if ((self = [super init])) _identifier = @"";
  return self;
}

- (gac_swift)gac_owner {
  return _owner == nil ? NULL : gac_uikit_weak_object(_owner.swift);
}

- (UIView *)owningView {
  return _owner == nil ? nil : (__bridge_transfer UIView *)gac_uikit_weak_face(_owner.swift);
}
- (void)setOwningView:(UIView *)view {
  _owner = view == nil ? nil : [[GACSwiftBox alloc] initTakingSwift:gac_uikit_weak_new(view.gac_swift)];
}

- (NSString *)identifier {
  return _identifier;
}
- (void)setIdentifier:(NSString *)identifier {
  _identifier = [identifier copy];
}

- (CGRect)layoutFrame {
  gac_swift owner = self.gac_owner;
  if (owner == NULL) return CGRectZero;
  CGRect bounds = GACCGRect(gac_uikit_view_bounds(owner));
  return _gacKind == GACGuideMargins ? UIEdgeInsetsInsetRect(bounds, GACMargins(owner)) : bounds;
}

GAC_ANCHORS

@end

#pragma mark - Views

@implementation UIView (UIViewLayoutConstraintCreation)
GAC_ANCHORS
@end

/// The guide of `kind` a view owns, made on first use and kept with the view's Swift object.
static UILayoutGuide *GACOwnGuide(UIView *view, const char *key, GACGuideKind kind, NSString *identifier) {
  UILayoutGuide *guide = (__bridge UILayoutGuide *)gac_uikit_attachment(view.gac_swift, key);
  if (guide == nil) {
    guide = [UILayoutGuide new];
    guide.gac_kind = kind;
    guide.identifier = identifier;
    guide.owningView = view;
    gac_uikit_set_attachment(view.gac_swift, key, (__bridge void *)guide);
  }
  return guide;
}

@implementation UIView (UIViewLayoutGuides)

- (UIEdgeInsets)safeAreaInsets {
  return UIEdgeInsetsZero;
}
- (UILayoutGuide *)safeAreaLayoutGuide {
  return GACOwnGuide(self, GACSafeAreaGuideKey, GACGuideSafeArea, @"UIViewSafeAreaLayoutGuide");
}
- (UIEdgeInsets)layoutMargins {
  return GACMargins(self.gac_swift);
}
- (void)setLayoutMargins:(UIEdgeInsets)margins {
  NSArray *values = @[ @(margins.top), @(margins.left), @(margins.bottom), @(margins.right) ];
  gac_uikit_set_attachment(self.gac_swift, GACMarginsKey, (__bridge void *)values);
}
- (UILayoutGuide *)layoutMarginsGuide {
  return GACOwnGuide(self, GACMarginsGuideKey, GACGuideMargins, @"UIViewLayoutMarginsGuide");
}

@end

@implementation UIView (UIConstraintBasedLayoutInstallingConstraints)

- (NSArray<NSLayoutConstraint *> *)constraints {
  return [GACConstraintsOf(self.gac_swift, NO) copy] ?: @[];
}
- (void)addConstraint:(NSLayoutConstraint *)constraint {
  constraint.active = YES;
}
- (void)addConstraints:(NSArray<NSLayoutConstraint *> *)constraints {
  [NSLayoutConstraint activateConstraints:constraints];
}
- (void)removeConstraint:(NSLayoutConstraint *)constraint {
  constraint.active = NO;
}
- (void)removeConstraints:(NSArray<NSLayoutConstraint *> *)constraints {
  [NSLayoutConstraint deactivateConstraints:constraints];
}

@end

// Constraints take effect as they change, so there is never anything to update.
@implementation UIView (UIConstraintBasedLayoutCoreMethods)

- (void)updateConstraintsIfNeeded {
}
- (void)updateConstraints {
}
- (BOOL)needsUpdateConstraints {
  return NO;
}
- (void)setNeedsUpdateConstraints {
}

@end

@implementation UIView (UIConstraintBasedLayoutLayering)

- (UILayoutPriority)contentHuggingPriorityForAxis:(UILayoutConstraintAxis)axis {
  return UILayoutPriorityDefaultLow;
}
- (void)setContentHuggingPriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis {
}
- (UILayoutPriority)contentCompressionResistancePriorityForAxis:(UILayoutConstraintAxis)axis {
  return UILayoutPriorityDefaultHigh;
}
- (void)setContentCompressionResistancePriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis {
}

@end

@implementation UIView (UILayoutGuideSupport)

- (NSArray<UILayoutGuide *> *)layoutGuides {
  return [(__bridge NSArray *)gac_uikit_attachment(self.gac_swift, GACLayoutGuidesKey) copy] ?: @[];
}

- (void)addLayoutGuide:(UILayoutGuide *)guide {
  if (guide == nil) return;
  NSMutableArray *guides = (__bridge NSMutableArray *)gac_uikit_attachment(self.gac_swift, GACLayoutGuidesKey);
  if (guides == nil) {
    guides = [NSMutableArray array];
    gac_uikit_set_attachment(self.gac_swift, GACLayoutGuidesKey, (__bridge void *)guides);
  }
  [guide.owningView removeLayoutGuide:guide];
  guide.owningView = self;
  [guides addObject:guide];
}

- (void)removeLayoutGuide:(UILayoutGuide *)guide {
  NSMutableArray *guides = (__bridge NSMutableArray *)gac_uikit_attachment(self.gac_swift, GACLayoutGuidesKey);
  if (guide == nil || ![guides containsObject:guide]) return;
  [guides removeObjectIdenticalTo:guide];
  guide.owningView = nil;
}

@end
