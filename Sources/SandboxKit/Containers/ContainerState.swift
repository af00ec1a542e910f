import Foundation

/// What the standard containers keep on every view controller (UIKit's navigation and tab bar items,
/// the modal styles and the presentation links). One stored property of `UIViewController` holds it, so
/// the containers' data stays in the containers' files.
@MainActor
final class ContainerState {
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
    var modalPresentationStyle: UIModalPresentationStyle = .automatic
    var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The controller this one presents (set on the presenting controller).
    var presented: UIViewController?
    /// The controller that presents this one (weak: the presenter owns the presented, as in UIKit).
    weak var presenting: UIViewController?
    /// The presentation of the controller this one presents, from `present` to the end of `dismiss`.
    var presentation: ModalPresentation?
    var isModalInPresentation = false
    var definesPresentationContext = false
    weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Made on first use of `presentationController` (apps set its delegate before presenting).
    var presentationController: UIPresentationController?
    /// The coordinator of the transition moving this controller now (R13), nil between transitions.
    var transitionCoordinator: TransitionCoordinator?
    /// What a container's bars cover and how far the root view reaches under them
    /// (UIViewController+SafeArea.swift).
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    var edgesForExtendedLayout = UIRectEdge.all
    var extendedLayoutIncludesOpaqueBars = false
    var capturesStatusBarAppearance = false
    var preferredContentSize = CGSize.zero
}
