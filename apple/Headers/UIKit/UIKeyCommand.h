// Key commands.
// Facts: UIKit.framework/Headers/UIKeyCommand.h of the iOS 17.5 SDK (stored in the reference copy)
// and UICommand.h / UIResponder.h (the input constants, not stored), read through
// https://developer.apple.com/documentation/uikit/uikeycommand/inputleftarrow. The Swift
// initializer init(title:image:action:input:modifierFlags:...) is the overlay's (UIKit.swift); its
// page lists iOS 13, Mac Catalyst and visionOS, not tvOS.
#pragma once
#import "UIControl.h"

#pragma clang assume_nonnull begin

// UICommand.h (a UIMenuElement subclass).
FK_EXTERN FK_IOS(13.0) FK_UI_ACTOR
@interface UICommand : UIMenuElement
@property (nullable, nonatomic, readonly) SEL action;
@end

// UICommand.h: an alternate of a command, differing in modifier flags.
FK_EXTERN FK_IOS(13.0) FK_UI_ACTOR
@interface UICommandAlternate : NSObject <NSCopying>
@end

// As in the SDK, UIKeyCommand (iOS 7) subclasses UICommand (iOS 13) with the availability warning
// silenced.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunguarded-availability"
FK_EXTERN FK_IOS(7.0) FK_UI_ACTOR
@interface UIKeyCommand : UICommand
#pragma clang diagnostic pop
- (instancetype)init FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
@property (nonatomic, copy) NSString *title FK_IOS(13.0);
@property (nullable, nonatomic, copy) NSString *discoverabilityTitle FK_IOS(9.0);
@property (nullable, nonatomic, readonly) NSString *input;
@property (nonatomic, readonly) UIKeyModifierFlags modifierFlags;
@property (nonatomic) BOOL wantsPriorityOverSystemBehavior FK_IOS(15.0);
+ (instancetype)commandWithTitle:(NSString *)title
                           image:(nullable UIImage *)image
                          action:(SEL)action
                           input:(NSString *)input
                   modifierFlags:(UIKeyModifierFlags)modifierFlags
                    propertyList:(nullable id)propertyList FK_REFINED;
+ (instancetype)keyCommandWithInput:(NSString *)input modifierFlags:(UIKeyModifierFlags)modifierFlags action:(SEL)action;
@end

// UIResponder.h: the input strings of special keys, class properties of UIKeyCommand in Swift.
FK_EXTERN NSString *const UIKeyInputUpArrow FK_IOS(7.0) FK_SWIFT_NAME(UIKeyCommand.inputUpArrow);
FK_EXTERN NSString *const UIKeyInputDownArrow FK_IOS(7.0) FK_SWIFT_NAME(UIKeyCommand.inputDownArrow);
FK_EXTERN NSString *const UIKeyInputLeftArrow FK_IOS(7.0) FK_SWIFT_NAME(UIKeyCommand.inputLeftArrow);
FK_EXTERN NSString *const UIKeyInputRightArrow FK_IOS(7.0) FK_SWIFT_NAME(UIKeyCommand.inputRightArrow);
FK_EXTERN NSString *const UIKeyInputEscape FK_IOS(7.0) FK_SWIFT_NAME(UIKeyCommand.inputEscape);

#pragma clang assume_nonnull end
