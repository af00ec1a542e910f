import Foundation
import SandboxKit

/// A storyboard of ten scenes read and every scene made, as an app's launch and its first screens do:
/// the README's goal for parsing and instantiating a 10-scene storyboard (20 ms).
@MainActor
enum StoryboardCases {
    static let names = ["storyboard_10_scenes"]

    static func selected(_ wants: (String) -> Bool) -> [BenchCase] {
        wants("storyboard_10_scenes") ? [tenScenes()] : []
    }

    /// One frame: the storyboard written, parsed afresh (each frame opens it by a new name and path, so
    /// the application's document cache never answers) and removed, then each of its ten scenes
    /// instantiated by identifier with its view loaded: a navigation controller, a table view controller
    /// with a prototype cell, and eight screens of a label, a button and five constraints each.
    static func tenScenes() -> BenchCase {
        let bytes = Data(storyboard.utf8)
        let app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
        var opened = 0
        var made: [UIViewController] = []
        let frame = {
            opened += 1
            let name = "Bench\(opened)"
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-bench-\(getpid())-\(name).storyboard")
            try? bytes.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            app.interfaceDocuments = [name: file.path]
            made = app.perform {
                let board = UIStoryboard(name: name, bundle: nil)
                return sceneIDs.map { id in
                    let controller = board.instantiateViewController(withIdentifier: id)
                    controller.loadViewIfNeeded()
                    return controller
                }
            }
        }
        return BenchCase(name: "storyboard_10_scenes", frame: frame, verify: {
            frame()
            let screens = made.filter { $0.view.subviews.contains { $0 is UILabel } && $0.view.subviews.contains { $0 is UIButton } }
            let table = made.compactMap { $0 as? UITableViewController }.first
            let ok = made.count == 10 && made[0] is UINavigationController && screens.count == 8 && table != nil
                && screens.allSatisfy { $0.view.constraints.count == 5 }
            return (ok, "check=\(ok ? "ok" : "FAIL") scenes=\(made.count) screens=\(screens.count)")
        })
    }

    static let sceneIDs = ["Nav", "List"] + (1...8).map { "Screen\($0)" }

    /// The storyboard, as Xcode writes one.
    static let storyboard: String = {
        var scenes = """
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController storyboardIdentifier="Nav" id="nav-vc" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list-vc" kind="relationship" relationship="rootViewController" id="nav-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="list-scene">
                    <objects>
                        <tableViewController storyboardIdentifier="List" title="List" id="list-vc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="list-table">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Item" textLabel="list-text" style="IBUITableViewCellStyleDefault" id="list-cell">
                                        <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="list-cell" id="list-content">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="list-text">
                                                    <rect key="frame" x="20" y="0.0" width="350" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" title="List" id="list-item"/>
                        </tableViewController>
                    </objects>
                </scene>

        """
        for i in 1...8 {
            let p = "s\(i)"
            scenes += """
                    <scene sceneID="\(p)-scene">
                        <objects>
                            <viewController storyboardIdentifier="Screen\(i)" title="Screen \(i)" id="\(p)-vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(p)-view">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Screen \(i)" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-label">
                                            <rect key="frame" x="20" y="120" width="350" height="24"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                            <color key="textColor" systemColor="labelColor"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-button">
                                            <rect key="frame" x="150" y="170" width="90" height="34"/>
                                            <state key="normal" title="Next"/>
                                        </button>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(p)-safe"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="\(p)-label" firstAttribute="leading" secondItem="\(p)-safe" secondAttribute="leading" constant="20" id="\(p)-c1"/>
                                        <constraint firstItem="\(p)-safe" firstAttribute="trailing" secondItem="\(p)-label" secondAttribute="trailing" constant="20" id="\(p)-c2"/>
                                        <constraint firstItem="\(p)-label" firstAttribute="top" secondItem="\(p)-safe" secondAttribute="top" constant="24" id="\(p)-c3"/>
                                        <constraint firstItem="\(p)-button" firstAttribute="centerX" secondItem="\(p)-label" secondAttribute="centerX" id="\(p)-c4"/>
                                        <constraint firstItem="\(p)-button" firstAttribute="top" secondItem="\(p)-label" secondAttribute="bottom" constant="16" id="\(p)-c5"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="Screen \(i)" id="\(p)-item"/>
                            </viewController>
                        </objects>
                    </scene>

            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-vc">
                <scenes>
            \(scenes)    </scenes>
            </document>

            """
    }()
}
