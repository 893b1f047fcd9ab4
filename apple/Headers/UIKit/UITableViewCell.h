// Table cells, header and footer views, and content configurations.
// Facts: UIKit.framework/Headers/UITableViewCell.h, UITableViewHeaderFooterView.h,
// UIContentConfiguration.h and UIListContentConfiguration.h of the iOS 17.5 SDK (not stored in the
// reference copy), read through
// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:),
// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
//   (detailButton and detailDisclosureButton: no tvOS),
// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration,
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview.
#pragma once
#import "UIView.h"

#pragma clang assume_nonnull begin

typedef FK_ENUM(NSInteger, UITableViewCellStyle) {
  UITableViewCellStyleDefault,
  UITableViewCellStyleValue1,
  UITableViewCellStyleValue2,
  UITableViewCellStyleSubtitle,
} FK_SWIFT_NAME(UITableViewCell.CellStyle);

typedef FK_ENUM(NSInteger, UITableViewCellAccessoryType) {
  UITableViewCellAccessoryNone,
  UITableViewCellAccessoryDisclosureIndicator,
  UITableViewCellAccessoryDetailDisclosureButton FK_NO_TVOS,
  UITableViewCellAccessoryCheckmark,
  UITableViewCellAccessoryDetailButton FK_IOS(7.0) FK_NO_TVOS,
} FK_SWIFT_NAME(UITableViewCell.AccessoryType);

typedef FK_ENUM(NSInteger, UITableViewCellSelectionStyle) {
  UITableViewCellSelectionStyleNone,
  UITableViewCellSelectionStyleBlue,
  UITableViewCellSelectionStyleGray,
  UITableViewCellSelectionStyleDefault FK_IOS(7.0),
} FK_SWIFT_NAME(UITableViewCell.SelectionStyle);

typedef FK_ENUM(NSInteger, UITableViewCellEditingStyle) {
  UITableViewCellEditingStyleNone,
  UITableViewCellEditingStyleDelete,
  UITableViewCellEditingStyleInsert,
} FK_SWIFT_NAME(UITableViewCell.EditingStyle);

// UIContentConfiguration.h: the Objective-C protocol; Swift code sees the overlay's Swift protocol
// of the same name, and the cell's Swift property is the overlay's.
FK_IOS(14.0) FK_REFINED
@protocol UIContentConfiguration <NSObject, NSCopying>
@end

FK_EXTERN FK_IOS(2.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UITableViewCell : UIView <NSCoding>
- (instancetype)initWithStyle:(UITableViewCellStyle)style
              reuseIdentifier:(nullable NSString *)reuseIdentifier FK_IOS(3.0) FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
@property (nonatomic, readonly, strong) UIView *contentView;
@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
- (void)prepareForReuse;
@property (nonatomic) UITableViewCellSelectionStyle selectionStyle;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic) UITableViewCellAccessoryType accessoryType;
@property (nonatomic, strong, nullable) UIView *accessoryView;
@property (nonatomic) NSInteger indentationLevel;
@property (nonatomic) CGFloat indentationWidth;
@property (nonatomic, copy, nullable) id<UIContentConfiguration> contentConfiguration FK_IOS(14.0) FK_REFINED;
- (void)setNeedsUpdateConfiguration FK_IOS(14.0);
@end

FK_EXTERN FK_IOS(6.0) FK_NO_WATCHOS FK_UI_ACTOR
@interface UITableViewHeaderFooterView : UIView
- (instancetype)initWithReuseIdentifier:(nullable NSString *)reuseIdentifier FK_DESIGNATED;
- (nullable instancetype)initWithCoder:(NSCoder *)coder FK_DESIGNATED;
@property (nonatomic, readonly, strong) UIView *contentView;
@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
- (void)prepareForReuse;
@property (nonatomic, copy, nullable) id<UIContentConfiguration> contentConfiguration FK_IOS(14.0) FK_REFINED;
- (void)setNeedsUpdateConfiguration FK_IOS(14.0);
@end

#pragma clang assume_nonnull end
