// Qt Quick Test entry for the Wok Up UI: the static QML modules are linked in and found
// under qrc:/; autosaves go to a throw-away test location; ManualClock (FoodCourt.Testing)
// lets the tests step the table's clock.
#include "test_clock.h"

#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_WokUpPlugin)

class WokUpTestSetup : public QObject {
    Q_OBJECT
  public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        TestClock::registerType(); // ManualClock in FoodCourt.Testing
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_wokup_qml, WokUpTestSetup)

#include "tst_wokup_setup.moc"
