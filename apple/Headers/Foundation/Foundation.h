// The Foundation classes UIKit's declarations mention, each bridged to its Swift value type the way
// Foundation's API notes bridge them (SwiftBridge), so that NSString reads as String, NSArray as an
// Array, NSIndexPath as IndexPath and so on.
// Facts: Foundation.framework/Headers (NSString.h, NSArray.h, NSSet.h, NSIndexPath.h, NSIndexSet.h,
// NSCoder.h, NSBundle.h, NSLocale.h) of the iOS 17.5 SDK; bridging as documented at
// https://developer.apple.com/documentation/foundation/indexpath,
// https://developer.apple.com/documentation/foundation/indexset,
// https://developer.apple.com/documentation/foundation/locale/preferredlanguages.
#pragma once
#import "../ObjectiveC/objc.h"
#import "../CoreGraphics/CoreGraphics.h"

#pragma clang assume_nonnull begin

// NSObject.h (Foundation): NSCopying and NSCoding.
@protocol NSCopying
@end
@class NSCoder;
@protocol NSCoding
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

// NSString.h
__attribute__((swift_bridge("Swift.String")))
@interface NSString : NSObject <NSCopying>
@end

// NSArray.h
__attribute__((swift_bridge("Swift.Array")))
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
@end

// NSSet.h
__attribute__((swift_bridge("Swift.Set")))
@interface NSSet<__covariant ObjectType> : NSObject <NSCopying>
@end

// NSDictionary.h
__attribute__((swift_bridge("Swift.Dictionary")))
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying>
@end

// NSIndexPath.h
__attribute__((swift_bridge("Foundation.IndexPath")))
@interface NSIndexPath : NSObject <NSCopying>
@property (readonly) NSUInteger length;
@end

// NSIndexSet.h
__attribute__((swift_bridge("Foundation.IndexSet")))
@interface NSIndexSet : NSObject <NSCopying>
@property (readonly) NSUInteger count;
@end

// NSCoder.h
@interface NSCoder : NSObject
@end

// NSBundle.h: Bundle in Swift.
FK_SWIFT_NAME(Bundle)
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
@end

// NSLocale.h: bridged to the Locale structure.
__attribute__((swift_bridge("Foundation.Locale")))
@interface NSLocale : NSObject <NSCopying>
@property (class, readonly, copy) NSArray<NSString *> *preferredLanguages;
@end

#pragma clang assume_nonnull end
