// The Objective-C root: NSObject and the types the runtime gives every class.
// Facts: usr/include/objc/NSObject.h and usr/include/objc/objc.h of the iOS 17.5 SDK, as documented
// at https://developer.apple.com/documentation/objectivec/nsobject-swift.class and
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol.
#pragma once

// The macros every header here uses, named after what they stand for in the SDK's headers.
#define FK_UI_ACTOR __attribute__((swift_attr("@MainActor")))           // NS_SWIFT_UI_ACTOR
#define FK_SENDABLE __attribute__((swift_attr("@Sendable")))          // NS_SWIFT_SENDABLE
#define FK_NONISOLATED __attribute__((swift_attr("nonisolated")))       // NS_SWIFT_NONISOLATED
#define FK_SWIFT_NAME(name) __attribute__((swift_name(#name)))          // NS_SWIFT_NAME
#define FK_REFINED __attribute__((swift_private))                       // NS_REFINED_FOR_SWIFT
#define FK_IOS(v) __attribute__((availability(ios, introduced = v)))    // API_AVAILABLE(ios(v))
#define FK_TVOS(v) __attribute__((availability(tvos, introduced = v)))  // API_AVAILABLE(tvos(v))
#define FK_XROS(v) __attribute__((availability(visionos, introduced = v)))  // API_AVAILABLE(visionos(v))
#define FK_WATCHOS(v) __attribute__((availability(watchos, introduced = v)))
#define FK_NO_TVOS __attribute__((availability(tvos, unavailable)))     // API_UNAVAILABLE(tvos)
#define FK_NO_WATCHOS __attribute__((availability(watchos, unavailable)))
#define FK_DESIGNATED __attribute__((objc_designated_initializer))      // NS_DESIGNATED_INITIALIZER
#define FK_ENUM(type, name) \
  enum __attribute__((enum_extensibility(open))) name : type name;      \
  enum __attribute__((enum_extensibility(open))) name : type            // NS_ENUM
#define FK_CLOSED_ENUM(type, name) \
  enum __attribute__((enum_extensibility(closed))) name : type name;    \
  enum __attribute__((enum_extensibility(closed))) name : type          // NS_CLOSED_ENUM
#define FK_OPTIONS(type, name) \
  enum __attribute__((flag_enum, enum_extensibility(open))) name : type name; \
  enum __attribute__((flag_enum, enum_extensibility(open))) name : type // NS_OPTIONS
#define FK_TYPED_ENUM __attribute__((swift_wrapper(enum)))               // NS_TYPED_ENUM
#define FK_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))  // NS_TYPED_EXTENSIBLE_ENUM
#define FK_NOESCAPE __attribute__((noescape))                           // NS_NOESCAPE
#define FK_EXTERN extern

#pragma clang assume_nonnull begin

// objc/objc.h: BOOL (imported as Bool), SEL (imported as Selector), Class (imported as AnyClass).
#if defined(__OBJC_BOOL_IS_BOOL) && __OBJC_BOOL_IS_BOOL
typedef _Bool BOOL;
#else
typedef signed char BOOL;
#endif
typedef struct objc_selector *SEL;
typedef struct objc_class *Class;

// NSInteger and NSUInteger (objc/NSObjCRuntime.h): long and unsigned long on 64-bit targets.
typedef long NSInteger;
typedef unsigned long NSUInteger;

@class NSString;

// objc/NSObject.h: the NSObject protocol (NSObjectProtocol in Swift). That header has no
// nullability annotations, so its selectors import as Selector! and its objects as Any?.
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly, copy) NSString *description;
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
- (BOOL)respondsToSelector:(SEL _Null_unspecified)aSelector;
- (BOOL)isKindOfClass:(Class)aClass;
@end

// objc/NSObject.h: the root class.
__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
+ (instancetype)new;
+ (instancetype)alloc;
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:)
- (nullable id)forwardingTargetForSelector:(SEL _Null_unspecified)aSelector;
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/instancesrespond(to:)
+ (BOOL)instancesRespondToSelector:(SEL _Null_unspecified)aSelector;
@end

#pragma clang assume_nonnull end
