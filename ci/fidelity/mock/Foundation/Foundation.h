// Foundation as partner SDK headers use it, declared as Swift imports the iOS SDK's: the same
// names, nullability and designated initializers; bridging comes from Foundation.apinotes
// (swift_bridge, as Apple's own API notes do it) and the value types from overlays/.
#pragma once
#import <ObjectiveC/ObjectiveC.h>
#import <CoreGraphics/CoreGraphics.h>

typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval;
#define NSIntegerMax __LONG_MAX__
#define NSNotFound NSIntegerMax

#define FOUNDATION_EXPORT extern
#define FOUNDATION_EXTERN extern
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum _name : _type
#define NS_CLOSED_ENUM(_type, _name) enum __attribute__((enum_extensibility(closed))) _name : _type _name; enum _name : _type
#define NS_OPTIONS(_type, _name) _type _name; enum __attribute__((flag_enum, enum_extensibility(open))) : _name
#define NS_ERROR_ENUM(_domain, _name) enum __attribute__((ns_error_domain(_domain))) _name : NSInteger _name; enum _name : NSInteger
#define NS_TYPED_ENUM __attribute__((swift_wrapper(enum)))
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define NS_STRING_ENUM NS_TYPED_ENUM
#define NS_EXTENSIBLE_STRING_ENUM NS_TYPED_EXTENSIBLE_ENUM
#define NS_SWIFT_NAME_OF(_name) NS_SWIFT_NAME(_name)
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define NS_NOESCAPE __attribute__((noescape))
#define NS_HEADER_AUDIT_BEGIN(...) NS_ASSUME_NONNULL_BEGIN
#define NS_HEADER_AUDIT_END(...) NS_ASSUME_NONNULL_END
#define NS_EXTENSION_UNAVAILABLE(_msg)
#define NS_EXTENSION_UNAVAILABLE_IOS(_msg)
#define NS_AVAILABLE_IOS(_ios)
#define NS_DEPRECATED_IOS(...)
#define NS_CLASS_AVAILABLE_IOS(_ios)
#define NS_ENUM_AVAILABLE_IOS(_ios)
#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define API_DEPRECATED(...)
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#define __IOS_AVAILABLE(_v)
#define __TVOS_UNAVAILABLE
#define __WATCHOS_UNAVAILABLE
#define __OSX_UNAVAILABLE
#define IBOutlet
#define IBAction void
#define IBInspectable
#define IB_DESIGNABLE

NS_ASSUME_NONNULL_BEGIN

@class NSString, NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSCoder, NSURL, NSData;

@protocol NSCopying
- (id)copy;
@end
@protocol NSMutableCopying
- (id)mutableCopy;
@end
@protocol NSCoding
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end
@protocol NSSecureCoding <NSCoding>
@property(class, readonly) BOOL supportsSecureCoding;
@end

@interface NSObject (NSObjectDescription)
@property(readonly, copy) NSString *description;
@end

@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property(readonly) NSUInteger length;
@end
@interface NSMutableString : NSString
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property(readonly) NSUInteger count;
@end
@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property(readonly) NSUInteger count;
@end
@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
@end

@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property(readonly) NSUInteger count;
@end

@interface NSValue : NSObject <NSCopying, NSSecureCoding>
@end

@interface NSNumber : NSValue
- (NSNumber *)initWithBool:(BOOL)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithInteger:(NSInteger)value NS_DESIGNATED_INITIALIZER;
- (NSNumber *)initWithDouble:(double)value NS_DESIGNATED_INITIALIZER;
@property(readonly) BOOL boolValue;
@property(readonly) NSInteger integerValue;
@property(readonly) double doubleValue;
@end

@interface NSDecimalNumber : NSNumber
- (instancetype)initWithString:(nullable NSString *)numberValue;
@end

typedef NSString *NSErrorDomain;
typedef NSString *NSErrorUserInfoKey NS_TYPED_EXTENSIBLE_ENUM;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSLocalizedDescriptionKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSLocalizedFailureReasonErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSUnderlyingErrorKey;

@interface NSError : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithDomain:(NSErrorDomain)domain
                          code:(NSInteger)code
                      userInfo:(nullable NSDictionary<NSErrorUserInfoKey, id> *)dict NS_DESIGNATED_INITIALIZER;
+ (instancetype)errorWithDomain:(NSErrorDomain)domain
                           code:(NSInteger)code
                       userInfo:(nullable NSDictionary<NSErrorUserInfoKey, id> *)dict;
@property(readonly, copy) NSErrorDomain domain;
@property(readonly) NSInteger code;
@property(readonly, copy) NSDictionary<NSErrorUserInfoKey, id> *userInfo;
@property(readonly, copy) NSString *localizedDescription;
@end

@interface NSURL : NSObject <NSCopying, NSSecureCoding>
- (nullable instancetype)initWithString:(NSString *)URLString;
@property(nullable, readonly, copy) NSString *absoluteString;
@end

@interface NSData : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property(readonly) NSUInteger length;
@end

@interface NSDate : NSObject <NSCopying, NSSecureCoding>
@end

@interface NSUUID : NSObject <NSCopying, NSSecureCoding>
@property(readonly, copy) NSString *UUIDString;
@end

@interface NSBundle : NSObject
@property(class, readonly, strong) NSBundle *mainBundle;
@end

@interface NSCoder : NSObject
@end

@interface NSNotification : NSObject <NSCopying, NSCoding>
@end

@interface NSUserDefaults : NSObject
@end

@interface NSLocale : NSObject <NSCopying, NSSecureCoding>
@end

@interface NSOperationQueue : NSObject
@end

@interface NSLayoutConstraint : NSObject
@end

NS_ASSUME_NONNULL_END
