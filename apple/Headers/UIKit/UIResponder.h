// UIResponder and the press events it receives.
// Facts: UIKit.framework/Headers/UIResponder.h, UIPress.h, UIPressesEvent.h, UIKey.h and
// UIKeyConstants.h of the iOS 17.5 SDK (not stored in the reference copy), read through
// https://developer.apple.com/documentation/uikit/uiresponder,
// https://developer.apple.com/documentation/uikit/uipress/key,
// https://developer.apple.com/documentation/uikit/uikey,
// https://developer.apple.com/documentation/uikit/uikeyboardhidusage,
// https://developer.apple.com/documentation/uikit/uikeymodifierflags.
#pragma once
#import "../Foundation/Foundation.h"

#pragma clang assume_nonnull begin

@class UIPress, UIPressesEvent, UIKeyCommand;

// UIKeyConstants.h (iOS 13.4): the HID usage of a key; the arrows FoldKit reads.
typedef FK_ENUM(NSInteger, UIKeyboardHIDUsage) {
  UIKeyboardHIDUsageKeyboardRightArrow = 0x4F,
  UIKeyboardHIDUsageKeyboardLeftArrow = 0x50,
  UIKeyboardHIDUsageKeyboardDownArrow = 0x51,
  UIKeyboardHIDUsageKeyboardUpArrow = 0x52,
} FK_IOS(13.4) FK_TVOS(13.4);

// UICommand.h: the modifier flags of a key press or key command (UIKeyModifierFlags in Swift).
// Hardware arrow keys carry NumericPad.
typedef FK_OPTIONS(NSInteger, UIKeyModifierFlags) {
  UIKeyModifierAlphaShift = 1 << 16,
  UIKeyModifierShift = 1 << 17,
  UIKeyModifierControl = 1 << 18,
  UIKeyModifierAlternate = 1 << 19,
  UIKeyModifierCommand = 1 << 20,
  UIKeyModifierNumericPad = 1 << 21,
} FK_IOS(7.0);

// UIResponder.h
FK_EXTERN FK_IOS(2.0) FK_UI_ACTOR
@interface UIResponder : NSObject
@property (nonatomic, readonly, nullable) UIResponder *nextResponder FK_SWIFT_NAME(next);
@property (nonatomic, readonly) BOOL canBecomeFirstResponder;
- (BOOL)becomeFirstResponder;
@property (nonatomic, readonly) BOOL canResignFirstResponder;
- (BOOL)resignFirstResponder;
@property (nonatomic, readonly) BOOL isFirstResponder;
// https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)
- (void)pressesBegan:(NSSet<UIPress *> *)presses withEvent:(nullable UIPressesEvent *)event FK_IOS(9.0);
- (void)pressesChanged:(NSSet<UIPress *> *)presses withEvent:(nullable UIPressesEvent *)event FK_IOS(9.0);
- (void)pressesEnded:(NSSet<UIPress *> *)presses withEvent:(nullable UIPressesEvent *)event FK_IOS(9.0);
- (void)pressesCancelled:(NSSet<UIPress *> *)presses withEvent:(nullable UIPressesEvent *)event FK_IOS(9.0);
@end

// UIResponder.h, category UIResponderKeyCommands:
// https://developer.apple.com/documentation/uikit/uiresponder/keycommands
@interface UIResponder (UIResponderKeyCommands)
@property (nullable, nonatomic, readonly) NSArray<UIKeyCommand *> *keyCommands FK_IOS(7.0);
@end

// UIKey.h (iOS 13.4)
FK_EXTERN FK_IOS(13.4) FK_TVOS(13.4) FK_UI_ACTOR
@interface UIKey : NSObject <NSCopying>
@property (nonatomic, readonly) NSString *characters;
@property (nonatomic, readonly) NSString *charactersIgnoringModifiers;
@property (nonatomic, readonly) UIKeyModifierFlags modifierFlags;
@property (nonatomic, readonly) UIKeyboardHIDUsage keyCode;
@end

// UIPress.h
FK_EXTERN FK_IOS(9.0) FK_UI_ACTOR
@interface UIPress : NSObject
// https://developer.apple.com/documentation/uikit/uipress/key (iOS 13.4)
@property (nonatomic, nullable, readonly) UIKey *key FK_IOS(13.4) FK_TVOS(13.4);
@end

// UIPressesEvent.h (a UIEvent subclass; UIEvent is not modelled).
FK_EXTERN FK_IOS(9.0) FK_UI_ACTOR
@interface UIPressesEvent : NSObject
@property (nonatomic, readonly) NSSet<UIPress *> *allPresses;
@end

#pragma clang assume_nonnull end
