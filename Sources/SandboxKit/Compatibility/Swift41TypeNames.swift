import Foundation

// The type names UIKit had before Swift 4.2 nested them in their classes, kept as unavailable so that the
// compiler answers an old file as a current Xcode does: "'UIControlState' has been renamed to
// 'UIControl.State'", with the fix-it (the methods' old names: UIViewController+Swift41Names.swift).

@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

@available(*, unavailable, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

@available(*, unavailable, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

@available(*, unavailable, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

@available(*, unavailable, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

@available(*, unavailable, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

@available(*, unavailable, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

@available(*, unavailable, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

@available(*, unavailable, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

@available(*, unavailable, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

@available(*, unavailable, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

@available(*, unavailable, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

@available(*, unavailable, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

@available(*, unavailable, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

@available(*, unavailable, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

@available(*, unavailable, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

@available(*, unavailable, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

@available(*, unavailable, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

@available(*, unavailable, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

@available(*, unavailable, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

@available(*, unavailable, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight

@available(*, unavailable, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

@available(*, unavailable, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

@available(*, unavailable, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

@available(*, unavailable, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

@available(*, unavailable, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

@available(*, unavailable, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

@available(*, unavailable, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

@available(*, unavailable, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode

@available(*, unavailable, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle

@available(*, unavailable, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

@available(*, unavailable, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

@available(*, unavailable, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle

@available(*, unavailable, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController.NavigationOrientation

@available(*, unavailable, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection

@available(*, unavailable, renamed: "UIPageViewController.SpineLocation")
public typealias UIPageViewControllerSpineLocation = UIPageViewController.SpineLocation

@available(*, unavailable, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

@available(*, unavailable, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

@available(*, unavailable, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode

@available(*, unavailable, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior

@available(*, unavailable, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

@available(*, unavailable, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

@available(*, unavailable, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style

@available(*, unavailable, renamed: "UITabBarItem.SystemItem")
public typealias UITabBarSystemItem = UITabBarItem.SystemItem

@available(*, unavailable, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = -1

@available(*, unavailable, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

extension UIView {
    @available(*, unavailable, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    @available(*, unavailable, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}
