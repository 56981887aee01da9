// Generated code. Do not modify. Run npm run gen.
export const validate = validate43;

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.orderStatus === undefined) && (missing0 = "orderStatus")) || ((data.productName === undefined) && (missing0 = "productName"))) || ((data.productLogo === undefined) && (missing0 = "productLogo"))) || ((data.userOrderDetail === undefined) && (missing0 = "userOrderDetail"))) || ((data.isDelay === undefined) && (missing0 = "isDelay"))) || ((data.isScore === undefined) && (missing0 = "isScore"))) || ((data.cardNeedPop === undefined) && (missing0 = "cardNeedPop"))){
validate43.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.orderStatus !== undefined){
let data0 = data.orderStatus;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate43.errors = [{instancePath:instancePath+"/orderStatus",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeStatusText !== undefined){
const _errs3 = errors;
if(typeof data.noticeStatusText !== "string"){
validate43.errors = [{instancePath:instancePath+"/noticeStatusText",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeDesText !== undefined){
const _errs5 = errors;
if(typeof data.noticeDesText !== "string"){
validate43.errors = [{instancePath:instancePath+"/noticeDesText",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recProducts !== undefined){
let data3 = data.recProducts;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((((data4.productId === undefined) && (missing1 = "productId")) || ((data4.logo === undefined) && (missing1 = "logo"))) || ((data4.name === undefined) && (missing1 = "name"))) || ((data4.buttonText === undefined) && (missing1 = "buttonText"))) || ((data4.enabled === undefined) && (missing1 = "enabled"))){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0,keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.productId !== undefined){
let data5 = data4.productId;
const _errs11 = errors;
if((typeof data5 !== "string") && (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5))))){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/productId",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.logo !== undefined){
const _errs13 = errors;
if(typeof data4.logo !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/logo",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.name !== undefined){
const _errs15 = errors;
if(typeof data4.name !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/name",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.buttonText !== undefined){
const _errs17 = errors;
if(typeof data4.buttonText !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/buttonText",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.amountRange !== undefined){
const _errs19 = errors;
if(typeof data4.amountRange !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/amountRange",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.rangeDesc !== undefined){
const _errs21 = errors;
if(typeof data4.rangeDesc !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/rangeDesc",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.rate !== undefined){
const _errs23 = errors;
if(typeof data4.rate !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/rate",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.description !== undefined){
const _errs25 = errors;
if(typeof data4.description !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/description",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.tags !== undefined){
let data13 = data4.tags;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data13)){
var valid3 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
const _errs29 = errors;
if(typeof data13[i1] !== "string"){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/tags/" + i1,keyword:"type",message:"must be string"}];
return false;
}
var valid3 = _errs29 === errors;
if(!valid3){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/tags",keyword:"type",message:"must be array"}];
return false;
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.enabled !== undefined){
let data15 = data4.enabled;
const _errs31 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/enabled",keyword:"type",message:"must be integer"}];
return false;
}
if(!((data15 === 0) || (data15 === 1))){
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/enabled",keyword:"enum",message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/recProducts/" + i0,keyword:"type",message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/recProducts",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productName !== undefined){
const _errs33 = errors;
if(typeof data.productName !== "string"){
validate43.errors = [{instancePath:instancePath+"/productName",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productLogo !== undefined){
const _errs35 = errors;
if(typeof data.productLogo !== "string"){
validate43.errors = [{instancePath:instancePath+"/productLogo",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userOrderDetail !== undefined){
let data18 = data.userOrderDetail;
const _errs37 = errors;
if(errors === _errs37){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing2;
if((data18.detail === undefined) && (missing2 = "detail")){
validate43.errors = [{instancePath:instancePath+"/userOrderDetail",keyword:"required",message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data18.detail !== undefined){
let data19 = data18.detail;
const _errs39 = errors;
if(errors === _errs39){
if(Array.isArray(data19)){
var valid5 = true;
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
const _errs41 = errors;
if(errors === _errs41){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing3;
if(((data20.text === undefined) && (missing3 = "text")) || ((data20.value === undefined) && (missing3 = "value"))){
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i2,keyword:"required",message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data20.text !== undefined){
const _errs43 = errors;
if(typeof data20.text !== "string"){
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i2+"/text",keyword:"type",message:"must be string"}];
return false;
}
var valid6 = _errs43 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.value !== undefined){
let data22 = data20.value;
const _errs45 = errors;
if((typeof data22 !== "string") && (!((typeof data22 == "number") && (isFinite(data22))))){
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i2+"/value",keyword:"type",message:"must be string,number"}];
return false;
}
var valid6 = _errs45 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i2,keyword:"type",message:"must be object"}];
return false;
}
}
var valid5 = _errs41 === errors;
if(!valid5){
break;
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/userOrderDetail/detail",keyword:"type",message:"must be array"}];
return false;
}
}
}
}
}
else {
validate43.errors = [{instancePath:instancePath+"/userOrderDetail",keyword:"type",message:"must be object"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.h5Url !== undefined){
const _errs47 = errors;
if(typeof data.h5Url !== "string"){
validate43.errors = [{instancePath:instancePath+"/h5Url",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isDelay !== undefined){
let data24 = data.isDelay;
const _errs49 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate43.errors = [{instancePath:instancePath+"/isDelay",keyword:"type",message:"must be integer"}];
return false;
}
if(!((data24 === 0) || (data24 === 1))){
validate43.errors = [{instancePath:instancePath+"/isDelay",keyword:"enum",message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.telephone !== undefined){
const _errs51 = errors;
if(typeof data.telephone !== "string"){
validate43.errors = [{instancePath:instancePath+"/telephone",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isScore !== undefined){
let data26 = data.isScore;
const _errs53 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
validate43.errors = [{instancePath:instancePath+"/isScore",keyword:"type",message:"must be integer"}];
return false;
}
if(!((data26 === 0) || (data26 === 1))){
validate43.errors = [{instancePath:instancePath+"/isScore",keyword:"enum",message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.playeduL !== undefined){
const _errs55 = errors;
if(typeof data.playeduL !== "string"){
validate43.errors = [{instancePath:instancePath+"/playeduL",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reyMsg !== undefined){
const _errs57 = errors;
if(typeof data.reyMsg !== "string"){
validate43.errors = [{instancePath:instancePath+"/reyMsg",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KindTipsMsg !== undefined){
const _errs59 = errors;
if(typeof data.KindTipsMsg !== "string"){
validate43.errors = [{instancePath:instancePath+"/KindTipsMsg",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardNeedPop !== undefined){
let data30 = data.cardNeedPop;
const _errs61 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
validate43.errors = [{instancePath:instancePath+"/cardNeedPop",keyword:"type",message:"must be integer"}];
return false;
}
if(!((data30 === 0) || (data30 === 1))){
validate43.errors = [{instancePath:instancePath+"/cardNeedPop",keyword:"enum",message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardPopTitle !== undefined){
const _errs63 = errors;
if(typeof data.cardPopTitle !== "string"){
validate43.errors = [{instancePath:instancePath+"/cardPopTitle",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardPopMsg !== undefined){
const _errs65 = errors;
if(typeof data.cardPopMsg !== "string"){
validate43.errors = [{instancePath:instancePath+"/cardPopMsg",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate43.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}

// Values outside these lists pass the check above and are reported as drift.
export const openEnums = [{"path":"/orderStatus","values":[21,110,151,170,174,180,200]}];
