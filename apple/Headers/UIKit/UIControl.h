// Controls, buttons, and the UIAction and UIMenuElement they take.
// Facts: UIKit.framework/Headers/UIControl.h, UIButton.h, UIAction.h, UIMenuElement.h and UIImage.h
// of the iOS 17.5 SDK (not stored in the reference copy), read through
// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:),
// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:),
// https://developer.apple.com/documentation/uikit/uicontrol/event,
// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:),
// https://developer.apple.com/documentation/uikit/uiaction,
// https://developer.apple.com/documentation/uikit/uiaction/identifier.
#pragma once
#import "UIView.h"

#pragma clang assume_nonnull begin

// UIMenuElement.h
typedef FK_OPTIONS(NSUInteger, UIMenuElementAttributes) {
  UIMenuElementAttributesDisabled = 1 << 0,
  UIMenuElementAttributesDestructive = 1 << 1,
  UIMenuElementAttributesHidden = 1 << 2,
} FK_SWIFT_NAME(UIMenuElement.Attributes) FK_IOS(13.0);

typedef FK_ENUM(NSInteger, UIMenuElementState) {
  UIMenuElementStateOff,
  UIMenuElementStateOn,
  UIMenuElementStateMixed,
} FK_SWIFT_NAME(UIMenuElement.State) FK_IOS(13.0);

FK_EXTERN FK_IOS(13.0) FK_UI_ACTOR
@interface UIMenuElement : NSObject <NSCopying>
@property (nonatomic, readonly) NSString *title;
@property (nonatomic, nullable, readonly) UIImage *image;
@end

// UIAction.h
@class UIAction;
typedef NSString *UIActionIdentifier FK_TYPED_EXTENSIBLE_ENUM FK_SWIFT_NAME(UIAction.Identifier) FK_IOS(13.0);
typedef void (^UIActionHandler)(__kindof UIAction *action);

FK_EXTERN FK_IOS(13.0) FK_UI_ACTOR
@interface UIAction : UIMenuElement
@property (nonatomic, copy) NSString *title;
@property (nonatomic, readonly) UIActionIdentifier identifier;
@property (nonatomic) UIMenuElementAttributes attributes;
@property (nonatomic) UIMenuElementState state;
// The Swift initializer with defaults is the overlay's (UIKit.swift).
+ (instancetype)actionWithTitle:(NSString *)title
                          image:(nullable UIImage *)image
                     identifier:(nullable UIActionIdentifier)identifier
                        handler:(UIActionHandler)handler FK_REFINED;
@end

// UIControl.h
typedef FK_OPTIONS(NSUInteger, UIControlEvents) {
  UIControlEventTouchDown = 1 << 0,
  UIControlEventTouchUpInside = 1 << 6,
  UIControlEventTouchUpOutside = 1 << 7,
  UIControlEventTouchCancel = 1 << 8,
  UIControlEventValueChanged = 1 << 12,
  UIControlEventPrimaryActionTriggered FK_IOS(9.0) = 1 << 13,
  UIControlEventMenuActionTriggered FK_IOS(14.0) = 1 << 14,
  UIControlEventAllEvents = 0xFFFFFFFF,
} FK_SWIFT_NAME(UIControl.Event);

typedef FK_OPTIONS(NSUInteger, UIControlState) {
  UIControlStateNormal = 0,
  UIControlStateHighlighted = 1 << 0,
  UIControlStateDisabled = 1 << 1,
  UIControlStateSelected = 1 << 2,
} FK_SWIFT_NAME(UIControl.State);

FK_EXTERN FK_IOS(2.0) FK_UI_ACTOR
@interface UIControl : UIView
- (instancetype)initWithFrame:(CGRect)frame FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
- (instancetype)initWithFrame:(CGRect)frame primaryAction:(nullable UIAction *)primaryAction FK_IOS(14.0);
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, readonly) UIControlState state;
- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents
  FK_SWIFT_NAME(addAction(_:for:)) FK_IOS(14.0);
- (void)removeAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents
  FK_SWIFT_NAME(removeAction(_:for:)) FK_IOS(14.0);
- (void)removeActionForIdentifier:(UIActionIdentifier)actionIdentifier
                 forControlEvents:(UIControlEvents)controlEvents
  FK_SWIFT_NAME(removeAction(identifiedBy:for:)) FK_IOS(14.0);
- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents FK_SWIFT_NAME(sendActions(for:));
@end

// UIButton.h
typedef FK_ENUM(NSInteger, UIButtonType) {
  UIButtonTypeCustom = 0,
  UIButtonTypeSystem FK_IOS(7.0),
  UIButtonTypeDetailDisclosure,
  UIButtonTypeInfoLight,
  UIButtonTypeInfoDark,
  UIButtonTypeContactAdd,
  UIButtonTypeClose FK_IOS(13.0) = 7,
} FK_SWIFT_NAME(UIButton.ButtonType);

FK_EXTERN FK_IOS(2.0) FK_UI_ACTOR
@interface UIButton : UIControl
+ (instancetype)buttonWithType:(UIButtonType)buttonType;
+ (instancetype)buttonWithType:(UIButtonType)buttonType primaryAction:(nullable UIAction *)primaryAction FK_IOS(14.0);
@property (nonatomic, readonly) UIButtonType buttonType;
- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state FK_SWIFT_NAME(setTitle(_:for:));
- (nullable NSString *)titleForState:(UIControlState)state FK_SWIFT_NAME(title(for:));
@end

#pragma clang assume_nonnull end
